const Stripe = require("stripe");

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY, {
  apiVersion: "2023-10-16",
});

async function chargeCustomer(customerId, amountCents) {
  return stripe.paymentIntents.create({
    amount: Math.round(amountCents),
    currency: "eur",
    customer: customerId,
    confirm: true,
  });
}

module.exports = { chargeCustomer };
