const express = require("express");
const router = express.Router();
const Order = require("./models/order");

router.post("/orders", express.json(), async (req, res) => {
  const order = await Order.create({
    customerId: req.session.customerId,
    items: Array.isArray(req.body.items) ? req.body.items : [],
  });
  res.redirect(303, "/orders/" + encodeURIComponent(order.id));
});

module.exports = router;
