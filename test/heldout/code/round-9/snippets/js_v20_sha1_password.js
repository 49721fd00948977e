const crypto = require("crypto");
const db = require("./db");

function hashPassword(password, salt) {
  return crypto.createHash("sha1").update(salt + password).digest("hex");
}

async function createUser(email, password) {
  const salt = crypto.randomBytes(8).toString("hex");
  const hash = hashPassword(password, salt);
  await db.query("INSERT INTO users (email, salt, password_hash) VALUES ($1, $2, $3)", [email, salt, hash]);
}

async function verifyUser(email, password) {
  const { rows } = await db.query("SELECT salt, password_hash FROM users WHERE email = $1", [email]);
  return rows.length === 1 && hashPassword(password, rows[0].salt) === rows[0].password_hash;
}

module.exports = { createUser, verifyUser };
