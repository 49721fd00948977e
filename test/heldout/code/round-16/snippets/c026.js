const express = require("express");
const mongoose = require("mongoose");
const bcrypt = require("bcrypt");

const User = mongoose.model("User", new mongoose.Schema({ email: String, passwordHash: String, role: String }));
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const email = String(req.body.email || "").toLowerCase();
  const user = await User.findOne({ email }).lean();
  const ok = user && (await bcrypt.compare(String(req.body.password || ""), user.passwordHash));
  if (!ok) return res.status(401).json({ error: "invalid login" });
  req.session.uid = user._id.toString();
  res.json({ ok: true, role: user.role });
});

module.exports = app;
