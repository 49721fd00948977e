const db = require("./db");
const mailer = require("./mailer");

function randomToken(len = 24) {
  const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
  let out = "";
  for (let i = 0; i < len; i++) {
    out += chars[Math.floor(Math.random() * chars.length)];
  }
  return out;
}

async function startPasswordReset(email) {
  const resetToken = randomToken();
  await db.query("UPDATE users SET reset_token = $1, reset_expires = now() + interval '1 hour' WHERE email = $2", [
    resetToken,
    email,
  ]);
  await mailer.send(email, "Reset your password", `https://app.example.com/reset?token=${resetToken}`);
}

module.exports = { startPasswordReset };
