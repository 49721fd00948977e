const crypto = require("crypto");

const CIPHER = "aes-256-ecb";
const KEY = Buffer.from(process.env.FIELD_KEY, "hex");

function encryptField(plain) {
  const cipher = crypto.createCipheriv(CIPHER, KEY, null);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

function decryptField(b64) {
  const decipher = crypto.createDecipheriv(CIPHER, KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(b64, "base64")), decipher.final()]).toString("utf8");
}

module.exports = { encryptField, decryptField };
