const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, password: String, role: String }));
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const { email, password } = req.body;
  const user = await User.findOne({ email, password });
  if (!user) return res.status(401).json({ error: "bad credentials" });
  req.app.locals.lastLogin = user.email;
  res.json({ id: user._id, role: user.role });
});

mongoose.connect(process.env.MONGO_URL).then(() => app.listen(3000));
