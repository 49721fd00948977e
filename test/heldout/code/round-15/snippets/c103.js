const crypto = require("crypto");

const ALGO = "aes-128-ecb";
const KEY = Buffer.from(process.env.TOKEN_KEY_HEX, "hex");

function encryptToken(plain) {
  const cipher = crypto.createCipheriv(ALGO, KEY, null);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64url");
}

function decryptToken(token) {
  const decipher = crypto.createDecipheriv(ALGO, KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(token, "base64url")), decipher.final()]).toString("utf8");
}

module.exports = { encryptToken, decryptToken };
