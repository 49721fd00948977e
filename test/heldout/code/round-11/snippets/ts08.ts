import Stripe from "stripe";

const key = process.env.STRIPE_SECRET_KEY;
if (!key) {
  throw new Error("STRIPE_SECRET_KEY is not configured");
}
const stripe = new Stripe(key, { apiVersion: "2023-10-16" });

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
