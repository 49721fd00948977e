const express = require("express");
const mongoose = require("mongoose");
const bcrypt = require("bcryptjs");
const User = require("./models/user");

const app = express();
app.use(express.json());

app.post("/api/reset/confirm", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, resetCode: req.body.code });
  if (!user) return res.status(400).json({ error: "invalid code" });
  user.passwordHash = await bcrypt.hash(req.body.newPassword, 12);
  user.resetCode = undefined;
  await user.save();
  res.json({ ok: true });
});

mongoose.connect(process.env.MONGO_URL).then(() => app.listen(3000));
