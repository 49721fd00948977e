const Stripe = require("stripe");

const stripe = new Stripe("sk_live_51Hq8ZkLm3Nx7Pq2Rs4Tu6Vw8Yz0Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op", {
  apiVersion: "2023-10-16",
});

async function charge(customerId, amountCents) {
  return stripe.paymentIntents.create({
    amount: amountCents,
    currency: "eur",
    customer: customerId,
    confirm: true,
  });
}

module.exports = { charge };
