const crypto = require("crypto");
const db = require("./db");

async function registerUser(email, password) {
  const passwordHash = crypto.createHash("sha1").update(password).digest("hex");
  await db.query("INSERT INTO users (email, password_hash) VALUES ($1, $2)", [email, passwordHash]);
}

async function login(email, password) {
  const { rows } = await db.query("SELECT id, password_hash FROM users WHERE email = $1", [email]);
  if (!rows.length) return null;
  const attempt = crypto.createHash("sha1").update(password).digest("hex");
  return attempt === rows[0].password_hash ? rows[0].id : null;
}

module.exports = { registerUser, login };
