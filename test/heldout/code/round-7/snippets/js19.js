const Stripe = require("stripe");
const express = require("express");

const stripe = Stripe("sk_live_51Nq8ZrKd93hTqW2mXv7pLc4YbR0sJfGh6uE1oN");
const app = express();
app.use(express.json());

app.post("/checkout", async (req, res) => {
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{ price: "price_1NqBasic", quantity: 1 }],
    success_url: "https://shop.example.com/thanks",
    cancel_url: "https://shop.example.com/cart",
  });
  res.json({ url: session.url });
});

app.listen(3008);
