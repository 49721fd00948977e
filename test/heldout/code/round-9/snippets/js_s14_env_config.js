const Stripe = require("stripe");

const config = {
  stripeKey: process.env.STRIPE_SECRET_KEY,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  currency: "eur",
};

if (!config.stripeKey || !config.webhookSecret) {
  throw new Error("Stripe is not configured");
}

const stripe = Stripe(config.stripeKey);

async function charge(customerId, amountCents) {
  return stripe.paymentIntents.create({
    customer: customerId,
    amount: amountCents,
    currency: config.currency,
    confirm: true,
  });
}

module.exports = { charge, config };
