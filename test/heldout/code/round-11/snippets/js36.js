const crypto = require("crypto");

const ALGO_BY_VERSION = { 1: "aes-128-ecb", 2: "aes-128-ecb" };
const CURRENT = 2;

function encryptToken(plain, key) {
  const cipher = crypto.createCipheriv(ALGO_BY_VERSION[CURRENT], key, null);
  return `${CURRENT}:` + Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

function decryptToken(blob, key) {
  const [version, data] = blob.split(":");
  const decipher = crypto.createDecipheriv(ALGO_BY_VERSION[version], key, null);
  return Buffer.concat([decipher.update(data, "base64"), decipher.final()]).toString("utf8");
}

module.exports = { encryptToken, decryptToken };
