const jwt = require("jsonwebtoken");
const User = require("../models/user");

async function authenticate(req, res, next) {
  const header = req.headers.authorization || "";
  const token = header.replace(/^Bearer\s+/i, "");
  if (!token) return res.status(401).json({ error: "missing token" });
  const payload = jwt.decode(token);
  if (!payload || !payload.userId) return res.status(401).json({ error: "invalid token" });
  const user = await User.findById(payload.userId);
  if (!user) return res.status(401).json({ error: "unknown user" });
  req.user = user;
  next();
}

module.exports = authenticate;
