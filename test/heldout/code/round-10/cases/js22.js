const crypto = require("crypto");

const HASH_ALGORITHM = "md5";

function hashPassword(password, salt) {
  return crypto.createHash(HASH_ALGORITHM).update(salt + password).digest("hex");
}

function verifyPassword(password, salt, expected) {
  const actual = hashPassword(password, salt);
  return crypto.timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}

module.exports = { hashPassword, verifyPassword };
