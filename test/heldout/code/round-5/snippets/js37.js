const crypto = require("crypto");
const db = require("./db");
const mailer = require("./mailer");

async function sendPasswordReset(user) {
  const resetToken = crypto.randomBytes(32).toString("hex");
  const tokenHash = crypto.createHash("sha256").update(resetToken).digest("hex");
  await db.query(
    "UPDATE users SET reset_token_hash = $1, reset_expires = now() + interval '1 hour' WHERE id = $2",
    [tokenHash, user.id]
  );
  await mailer.send(user.email, "Reset your password", `https://app.example.com/reset/${resetToken}`);
}

module.exports = { sendPasswordReset };
