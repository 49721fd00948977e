const jwt = require("jsonwebtoken");

const SECRET = process.env.JWT_SECRET;

function requireAuth(req, res, next) {
  const header = req.get("authorization") || "";
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer" || !token) {
    return res.status(401).json({ error: "missing token" });
  }
  try {
    const claims = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "accounts.acme.example" });
    req.user = { id: claims.sub, roles: claims.roles || [] };
    return next();
  } catch (err) {
    return res.status(401).json({ error: "invalid token" });
  }
}

module.exports = { requireAuth };
