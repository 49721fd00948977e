const crypto = require("crypto");

const CIPHER = "aes-256-gcm";
const KEY = Buffer.from(process.env.FIELD_KEY_HEX, "hex");

function encryptField(plain) {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv(CIPHER, KEY, iv);
  const ct = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return Buffer.concat([iv, c.getAuthTag(), ct]).toString("base64");
}

function decryptField(b64) {
  const buf = Buffer.from(b64, "base64");
  const d = crypto.createDecipheriv(CIPHER, KEY, buf.subarray(0, 12));
  d.setAuthTag(buf.subarray(12, 28));
  return Buffer.concat([d.update(buf.subarray(28)), d.final()]).toString("utf8");
}

module.exports = { encryptField, decryptField };
