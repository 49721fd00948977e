const express = require("express");
const mongoose = require("mongoose");
const bcrypt = require("bcrypt");

const User = mongoose.model("User");
const router = express.Router();

router.post("/login", async (req, res) => {
  const email = String(req.body.email || "").toLowerCase();
  const user = await User.findOne({ email, disabled: false });
  if (!user || !(await bcrypt.compare(String(req.body.password || ""), user.passwordHash))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  req.session.userId = user.id;
  res.json({ ok: true });
});

module.exports = router;
