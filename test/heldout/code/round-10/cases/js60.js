const bcrypt = require("bcrypt");

const COST = 12;

async function hashPassword(password) {
  return bcrypt.hash(password, COST);
}

async function verifyPassword(password, storedHash) {
  return bcrypt.compare(password, storedHash);
}

module.exports = { hashPassword, verifyPassword };
