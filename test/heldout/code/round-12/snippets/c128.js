const jwt = require("jsonwebtoken");

function authenticate(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const payload = jwt.decode(token);
  if (!payload || payload.exp * 1000 < Date.now()) {
    return res.status(401).json({ error: "unauthenticated" });
  }
  req.user = { id: payload.sub, roles: payload.roles || [] };
  next();
}

function requireRole(role) {
  return (req, res, next) =>
    req.user.roles.includes(role) ? next() : res.status(403).json({ error: "forbidden" });
}

module.exports = { authenticate, requireRole };
