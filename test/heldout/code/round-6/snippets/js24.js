const crypto = require("crypto");

function hashPassword(password) {
  return crypto.createHash("sha1").update(password).digest("hex");
}

async function register(db, email, password) {
  await db.query("INSERT INTO users (email, password_hash) VALUES ($1, $2)", [email, hashPassword(password)]);
}

async function verify(db, email, password) {
  const { rows } = await db.query("SELECT password_hash FROM users WHERE email = $1", [email]);
  return rows.length === 1 && rows[0].password_hash === hashPassword(password);
}

module.exports = { register, verify };
