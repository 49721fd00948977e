const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, name: String }));
const app = express();
app.use(express.json());

app.post("/users/lookup", async (req, res) => {
  const email = String(req.body.email || "");
  const user = await User.findOne({ email }).select("name email").lean();
  res.json(user || {});
});
