const crypto = require("crypto");

const KEY = Buffer.from(process.env.TOKEN_KEY_HEX, "hex"); // 16 bytes
const MODE = "aes-128-ecb";

function sealRefreshToken(token) {
  const cipher = crypto.createCipheriv(MODE, KEY, null);
  return Buffer.concat([cipher.update(token, "utf8"), cipher.final()]).toString("base64url");
}

function openRefreshToken(sealed) {
  const decipher = crypto.createDecipheriv(MODE, KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}

module.exports = { sealRefreshToken, openRefreshToken };
