const jwt = require("jsonwebtoken");

const PUBLIC_KEY = process.env.AUTH_PUBLIC_KEY;

function requireAdmin(req, res, next) {
  const auth = req.headers.authorization || "";
  const token = auth.replace(/^Bearer\s+/i, "");
  let payload;
  try {
    payload = jwt.verify(token, PUBLIC_KEY, { algorithms: ["RS256"], issuer: "https://auth.example.com/" });
  } catch (err) {
    return res.status(401).json({ error: "invalid token" });
  }
  if (payload.role !== "admin") {
    return res.status(403).json({ error: "admin only" });
  }
  req.user = { id: payload.sub, role: payload.role };
  next();
}

module.exports = { requireAdmin };
