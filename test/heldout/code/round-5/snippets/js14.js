const crypto = require("crypto");
const db = require("./db");

function hashPassword(password) {
  return crypto.createHash("sha1").update(password).digest("hex");
}

async function register(email, password) {
  const passwordHash = hashPassword(password);
  await db.query("INSERT INTO users (email, password_hash) VALUES ($1, $2)", [email, passwordHash]);
}

async function login(email, password) {
  const { rows } = await db.query("SELECT id, password_hash FROM users WHERE email = $1", [email]);
  if (!rows.length) return null;
  return rows[0].password_hash === hashPassword(password) ? rows[0].id : null;
}

module.exports = { register, login };
