const jwt = require("jsonwebtoken");

function authMiddleware(req, res, next) {
  const header = req.headers.authorization || "";
  const token = header.replace(/^Bearer\s+/i, "");
  const payload = jwt.decode(token);
  if (!payload || !payload.userId) {
    return res.status(401).json({ error: "unauthenticated" });
  }
  req.user = { id: payload.userId, isAdmin: payload.role === "admin" };
  next();
}

function requireAdmin(req, res, next) {
  if (!req.user.isAdmin) return res.status(403).end();
  next();
}

module.exports = { authMiddleware, requireAdmin };
