const jwt = require("jsonwebtoken");

const SECRET = process.env.JWT_SECRET;

function requireAuth(req, res, next) {
  const header = req.get("authorization") || "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: "missing token" });
  try {
    const claims = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
    req.user = { id: claims.sub, roles: claims.roles || [] };
    return next();
  } catch {
    return res.status(401).json({ error: "invalid token" });
  }
}

module.exports = { requireAuth };
