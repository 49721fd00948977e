const express = require("express");
const bcrypt = require("bcrypt");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, passwordHash: String, role: String }));
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const email = String(req.body.email || "");
  const user = await User.findOne({ email });
  if (!user || !(await bcrypt.compare(String(req.body.password || ""), user.passwordHash))) {
    return res.status(401).json({ error: "bad credentials" });
  }
  res.json({ id: user._id, role: user.role });
});

mongoose.connect(process.env.MONGO_URL).then(() => app.listen(3000));
