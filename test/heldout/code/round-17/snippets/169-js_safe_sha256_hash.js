const crypto = require("crypto");

function hashPassword(password) {
  const salt = crypto.randomBytes(16);
  const dk = crypto.scryptSync(password, salt, 64);
  return `${salt.toString("hex")}:${dk.toString("hex")}`;
}

function cacheKey(url) {
  return crypto.createHash("sha256").update(url).digest("hex");
}

module.exports = { hashPassword, cacheKey };
