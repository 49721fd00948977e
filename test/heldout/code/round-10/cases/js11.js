const jwt = require("jsonwebtoken");

function requireAdmin(req, res, next) {
  const auth = req.headers.authorization || "";
  const token = auth.replace(/^Bearer\s+/i, "");
  const payload = jwt.decode(token);
  if (!payload || payload.role !== "admin") {
    return res.status(403).json({ error: "admin only" });
  }
  req.user = { id: payload.sub, role: payload.role };
  next();
}

module.exports = { requireAdmin };
