const crypto = require("crypto");

const KEY = Buffer.from(process.env.FIELD_ENCRYPTION_KEY, "base64"); // 32 bytes
const ALGORITHM = "aes-256-gcm";

function encryptField(plaintext) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv(ALGORITHM, KEY, iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64");
}

function decryptField(encoded) {
  const raw = Buffer.from(encoded, "base64");
  const decipher = crypto.createDecipheriv(ALGORITHM, KEY, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

module.exports = { encryptField, decryptField };
