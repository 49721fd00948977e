const crypto = require("crypto");

const CIPHER = "aes-256-gcm";
const KEY = Buffer.from(process.env.SSN_KEY_HEX, "hex");

function encryptSsn(ssn) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv(CIPHER, KEY, iv);
  const data = Buffer.concat([cipher.update(ssn, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64");
}

function decryptSsn(blob) {
  const raw = Buffer.from(blob, "base64");
  const decipher = crypto.createDecipheriv(CIPHER, KEY, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

module.exports = { encryptSsn, decryptSsn };
