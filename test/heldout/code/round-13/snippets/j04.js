const express = require("express");
const jwt = require("jsonwebtoken");
const { User } = require("./models");

const router = express.Router();

async function authenticate(req, res, next) {
  const header = req.get("authorization") || "";
  const token = header.replace(/^Bearer\s+/i, "");
  const payload = jwt.decode(token);
  if (!payload || !payload.uid) return res.status(401).json({ error: "unauthenticated" });
  req.user = await User.findByPk(payload.uid);
  if (!req.user) return res.status(401).json({ error: "unauthenticated" });
  next();
}

router.get("/orders", authenticate, async (req, res) => {
  const orders = await req.user.getOrders({ limit: 50 });
  res.json(orders);
});

module.exports = router;
