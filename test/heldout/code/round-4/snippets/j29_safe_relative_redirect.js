const express = require("express");
const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/orders", async (req, res) => {
  const order = await req.app.locals.orders.create({
    sku: String(req.body.sku),
    qty: Number.parseInt(req.body.qty, 10) || 1,
  });
  res.redirect(303, "/orders/" + encodeURIComponent(order.id));
});

module.exports = app;
