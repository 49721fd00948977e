const bcrypt = require("bcrypt");
const db = require("./db");

const ROUNDS = 12;

async function register(req, res) {
  const { email, password } = req.body;
  if (typeof password !== "string" || password.length < 10) {
    return res.status(400).json({ error: "password too short" });
  }
  const hash = await bcrypt.hash(password, ROUNDS);
  await db.query("INSERT INTO users (email, password_hash) VALUES ($1, $2)", [email, hash]);
  res.status(201).json({ ok: true });
}

module.exports = { register };
