const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, password: String, role: String }));
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, password: req.body.password }).lean();
  if (!user) return res.status(401).json({ error: "invalid login" });
  req.session.uid = user._id.toString();
  res.json({ ok: true, role: user.role });
});

module.exports = app;
