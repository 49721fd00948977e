const crypto = require("crypto");

const CIPHER = "aes-128-ecb";
const KEY = Buffer.from(process.env.SSN_KEY_HEX, "hex");

function encryptSsn(ssn) {
  const cipher = crypto.createCipheriv(CIPHER, KEY, null);
  return Buffer.concat([cipher.update(ssn, "utf8"), cipher.final()]).toString("base64");
}

function decryptSsn(blob) {
  const decipher = crypto.createDecipheriv(CIPHER, KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(blob, "base64")), decipher.final()]).toString("utf8");
}

module.exports = { encryptSsn, decryptSsn };
