const bcrypt = require("bcrypt");
const db = require("./db");

const ROUNDS = 12;

async function signup(email, password) {
  const hash = await bcrypt.hash(password, ROUNDS);
  await db.query("INSERT INTO users (email, password_hash) VALUES ($1, $2)", [email, hash]);
}

async function login(email, password) {
  const { rows } = await db.query("SELECT id, password_hash FROM users WHERE email = $1", [email]);
  if (rows.length === 0) return null;
  return (await bcrypt.compare(password, rows[0].password_hash)) ? rows[0].id : null;
}

module.exports = { signup, login };
