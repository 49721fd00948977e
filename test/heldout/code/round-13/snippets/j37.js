const crypto = require("crypto");

const CIPHER = "des-cbc";
const KEY = Buffer.from(process.env.LEGACY_KEY_HEX, "hex");

function encryptField(plain) {
  const iv = crypto.randomBytes(8);
  const c = crypto.createCipheriv(CIPHER, KEY, iv);
  return Buffer.concat([iv, c.update(plain, "utf8"), c.final()]).toString("base64");
}

function decryptField(b64) {
  const buf = Buffer.from(b64, "base64");
  const d = crypto.createDecipheriv(CIPHER, KEY, buf.subarray(0, 8));
  return Buffer.concat([d.update(buf.subarray(8)), d.final()]).toString("utf8");
}

module.exports = { encryptField, decryptField };
