const jwt = require("jsonwebtoken");
const User = require("./models/user");

async function requireUser(req, res, next) {
  const auth = req.get("authorization") || "";
  const token = auth.replace(/^Bearer\s+/i, "");
  const payload = jwt.decode(token);
  if (!payload || !payload.uid) {
    return res.status(401).json({ error: "unauthenticated" });
  }
  req.user = await User.findById(payload.uid);
  if (!req.user) return res.status(401).end();
  next();
}

module.exports = requireUser;
