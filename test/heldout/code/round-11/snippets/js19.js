const express = require("express");
const bcrypt = require("bcrypt");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const users = client.db("app").collection("users");
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const email = String(req.body.email || "");
  const password = String(req.body.password || "");
  const user = await users.findOne({ email: { $eq: email } });
  const ok = user && (await bcrypt.compare(password, user.passwordHash));
  if (!ok) return res.status(401).json({ error: "invalid credentials" });
  req.session.userId = String(user._id);
  res.json({ ok: true });
});
