const { z } = require("zod");
const express = require("express");

const Order = z.object({
  sku: z.string().regex(/^[A-Z0-9-]{4,20}$/),
  quantity: z.number().int().min(1).max(99),
});

const app = express();
app.use(express.json({ limit: "10kb" }));

app.post("/orders", async (req, res) => {
  const parsed = Order.safeParse(req.body);
  if (!parsed.success) return res.status(400).json(parsed.error.flatten());
  const order = await req.app.locals.orders.insert(parsed.data);
  res.status(201).json({ id: order.id });
});

app.listen(3015);
