const bcrypt = require("bcrypt");
const crypto = require("crypto");

const SALT_ROUNDS = 12;

async function hashPassword(plain) {
  return bcrypt.hash(plain, SALT_ROUNDS);
}

async function checkPassword(plain, stored) {
  return bcrypt.compare(plain, stored);
}

function etagFor(body) {
  return '"' + crypto.createHash("md5").update(body).digest("base64url") + '"';
}

module.exports = { hashPassword, checkPassword, etagFor };
