import Stripe from "stripe";

const stripe = new Stripe("sk_live_51NzQx8KpLmT3vBn4Wq7sZy1HcJ6dFg3QeR5tUa0VbNr2Xm9", {
  apiVersion: "2023-10-16",
});

export async function createCheckout(priceId: string, customerEmail: string): Promise<string> {
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer_email: customerEmail,
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: "https://app.example.com/billing/success",
    cancel_url: "https://app.example.com/billing",
  });
  return session.url ?? "";
}
