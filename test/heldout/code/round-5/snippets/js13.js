const crypto = require("crypto");

const KEY = Buffer.from(process.env.SESSION_ENC_KEY, "hex"); // 16 bytes
const MODE = "aes-128-ecb";

function encryptSession(obj) {
  const cipher = crypto.createCipheriv(MODE, KEY, null);
  return Buffer.concat([cipher.update(JSON.stringify(obj), "utf8"), cipher.final()]).toString("base64");
}

function decryptSession(b64) {
  const decipher = crypto.createDecipheriv(MODE, KEY, null);
  const plain = Buffer.concat([decipher.update(Buffer.from(b64, "base64")), decipher.final()]);
  return JSON.parse(plain.toString("utf8"));
}

module.exports = { encryptSession, decryptSession };
