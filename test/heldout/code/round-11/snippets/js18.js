const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, password: String, role: String }));
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, password: req.body.password });
  if (!user) return res.status(401).json({ error: "invalid credentials" });
  req.session.userId = user.id;
  res.json({ id: user.id, role: user.role });
});

module.exports = app;
