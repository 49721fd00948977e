const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ name: String, age: Number }));
const app = express();

app.get("/users/older-than", async (req, res) => {
  const age = req.query.age;
  const users = await User.find({ $where: `this.age > ${age}` }).limit(50);
  res.json(users);
});

app.listen(3011);
