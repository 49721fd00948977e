const jwt = require("jsonwebtoken");

function authenticate(req, res, next) {
  const auth = req.headers.authorization || "";
  const token = auth.replace(/^Bearer\s+/i, "");
  const payload = jwt.decode(token);
  if (!payload || !payload.userId) {
    return res.status(401).json({ error: "unauthenticated" });
  }
  req.user = { id: payload.userId, roles: payload.roles || [] };
  next();
}

function requireAdmin(req, res, next) {
  if (!req.user.roles.includes("admin")) return res.sendStatus(403);
  next();
}

module.exports = { authenticate, requireAdmin };
