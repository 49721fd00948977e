const express = require("express");
const bcrypt = require("bcrypt");
const mongoose = require("mongoose");

const User = mongoose.model("User");
const router = express.Router();

router.post("/password/reset", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, resetToken: req.body.token });
  if (!user || user.resetExpires < Date.now()) {
    return res.status(400).json({ error: "invalid or expired token" });
  }
  user.passwordHash = await bcrypt.hash(req.body.password, 12);
  user.resetToken = undefined;
  await user.save();
  res.json({ ok: true });
});

module.exports = router;
