const crypto = require("crypto");

function createResetToken() {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

async function requestReset(db, email) {
  const resetToken = createResetToken();
  const digest = crypto.createHash("sha256").update(resetToken).digest("hex");
  await db.query("UPDATE users SET reset_digest = $1 WHERE email = $2", [digest, email]);
  return resetToken;
}

module.exports = { requestReset };
