const express = require("express");
const bcrypt = require("bcrypt");
const User = require("./models/user");

const router = express.Router();

router.post("/login", express.json(), async (req, res) => {
  const email = String(req.body.email || "").toLowerCase();
  const password = String(req.body.password || "");
  const user = await User.findOne({ email: { $eq: email } }).lean();
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  req.session.userId = user._id.toString();
  res.json({ ok: true });
});

module.exports = router;
