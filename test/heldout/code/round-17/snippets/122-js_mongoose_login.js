const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, passwordHash: String }));
const app = express();
app.use(express.json());

app.post("/login", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, passwordHash: req.body.passwordHash });
  if (!user) return res.status(401).json({ error: "invalid" });
  res.json({ id: user.id });
});
