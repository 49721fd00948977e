const jwt = require("jsonwebtoken");
const User = require("../models/user");

module.exports = async function authenticate(req, res, next) {
  const header = req.headers.authorization || "";
  const token = header.replace(/^Bearer\s+/i, "");
  if (!token) return res.status(401).json({ error: "no token" });
  const payload = jwt.decode(token);
  if (!payload || !payload.sub) return res.status(401).json({ error: "bad token" });
  const user = await User.findById(payload.sub);
  if (!user) return res.status(401).json({ error: "unknown user" });
  req.user = user;
  next();
};
