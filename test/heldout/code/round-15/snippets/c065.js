const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, password: String, name: String }));
const app = express();
app.use(express.json());

app.post("/auth/login", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, password: req.body.password }).lean();
  if (!user) return res.status(401).json({ error: "invalid credentials" });
  req.app.locals.lastLogin = user._id;
  res.json({ id: user._id, name: user.name });
});

mongoose.connect("mongodb://127.0.0.1:27017/app").then(() => app.listen(3000));
