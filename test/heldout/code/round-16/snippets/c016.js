const express = require("express");
const jwt = require("jsonwebtoken");

const router = express.Router();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  let claims;
  try {
    claims = jwt.verify(token, process.env.JWT_SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
  } catch {
    return res.status(401).json({ error: "unauthenticated" });
  }
  if (claims.role !== "admin") return res.status(403).json({ error: "forbidden" });
  req.user = { id: claims.sub, role: claims.role };
  next();
}

router.post("/admin/refunds/:id", requireAdmin, (req, res) => res.json({ refunded: req.params.id }));

module.exports = router;
