const Stripe = require("stripe");

const stripe = new Stripe("sk_live_51Nq8ZkLx2Vb7Rt4Ys9Wm3Pd6Hc1Jf0Ke5Gn8Ua2Qo7Ei4Ry", {
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
