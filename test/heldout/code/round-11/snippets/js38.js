const crypto = require("crypto");
const { promisify } = require("util");

const scrypt = promisify(crypto.scrypt);
const KEYLEN = 64;

async function hashPassword(password) {
  const salt = crypto.randomBytes(16);
  const dk = await scrypt(password.normalize("NFKC"), salt, KEYLEN);
  return `scrypt$${salt.toString("hex")}$${dk.toString("hex")}`;
}

async function checkPassword(password, stored) {
  const [, saltHex, hashHex] = stored.split("$");
  const dk = await scrypt(password.normalize("NFKC"), Buffer.from(saltHex, "hex"), KEYLEN);
  return crypto.timingSafeEqual(dk, Buffer.from(hashHex, "hex"));
}

module.exports = { hashPassword, checkPassword };
