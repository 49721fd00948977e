const express = require("express");
const bcrypt = require("bcrypt");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, passwordHash: String, name: String }));
const app = express();
app.use(express.json());

app.post("/auth/login", async (req, res) => {
  const email = String(req.body.email || "").toLowerCase();
  const user = await User.findOne({ email }).lean();
  const ok = user && (await bcrypt.compare(String(req.body.password || ""), user.passwordHash));
  if (!ok) return res.status(401).json({ error: "invalid credentials" });
  res.json({ id: user._id, name: user.name });
});

mongoose.connect("mongodb://127.0.0.1:27017/app").then(() => app.listen(3000));
