const jwt = require("jsonwebtoken");

const SECRET = process.env.JWT_SECRET;

function authenticate(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer\s+/i, "");
  try {
    const payload = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
    req.user = { id: payload.sub, roles: payload.roles || [] };
    return next();
  } catch (err) {
    return res.status(401).json({ error: "invalid token" });
  }
}

module.exports = { authenticate };
