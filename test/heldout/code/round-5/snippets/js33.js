const jwt = require("jsonwebtoken");

const PUBLIC_KEY = process.env.JWT_PUBLIC_KEY;
const VERIFY_OPTIONS = { algorithms: ["RS256"], issuer: "https://auth.example.com", audience: "api" };

function requireUser(req, res, next) {
  const [scheme, token] = (req.headers.authorization || "").split(" ");
  if (scheme !== "Bearer" || !token) return res.status(401).json({ error: "unauthorized" });
  try {
    const claims = jwt.verify(token, PUBLIC_KEY, VERIFY_OPTIONS);
    req.user = { id: claims.sub, roles: claims.roles || [] };
    return next();
  } catch (err) {
    return res.status(401).json({ error: "invalid token" });
  }
}

module.exports = { requireUser };
