const express = require("express");
const jwt = require("jsonwebtoken");

const router = express.Router();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const claims = jwt.decode(token);
  if (!claims || claims.role !== "admin") {
    return res.status(403).json({ error: "forbidden" });
  }
  req.user = { id: claims.sub, role: claims.role };
  next();
}

router.post("/admin/refunds/:id", requireAdmin, async (req, res) => {
  res.json({ refunded: req.params.id, by: req.user.id });
});

module.exports = router;
