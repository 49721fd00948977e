const crypto = require("crypto");

const CIPHER = "des-ecb";
const KEY = Buffer.from(process.env.FIELD_KEY, "hex").subarray(0, 8);

function encryptField(plain) {
  const c = crypto.createCipheriv(CIPHER, KEY, null);
  return Buffer.concat([c.update(plain, "utf8"), c.final()]).toString("base64");
}

function decryptField(b64) {
  const d = crypto.createDecipheriv(CIPHER, KEY, null);
  return Buffer.concat([d.update(Buffer.from(b64, "base64")), d.final()]).toString("utf8");
}

module.exports = { encryptField, decryptField };
