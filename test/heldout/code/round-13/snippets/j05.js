const express = require("express");
const jwt = require("jsonwebtoken");
const { User } = require("./models");

const router = express.Router();
const JWT_SECRET = process.env.JWT_SECRET;

async function authenticate(req, res, next) {
  const token = (req.get("authorization") || "").replace(/^Bearer\s+/i, "");
  let payload;
  try {
    payload = jwt.verify(token, JWT_SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
  } catch (err) {
    return res.status(401).json({ error: "unauthenticated" });
  }
  req.user = await User.findByPk(payload.uid);
  if (!req.user) return res.status(401).json({ error: "unauthenticated" });
  next();
}

router.get("/orders", authenticate, async (req, res) => {
  res.json(await req.user.getOrders({ limit: 50 }));
});

module.exports = router;
