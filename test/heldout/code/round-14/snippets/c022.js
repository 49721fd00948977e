const crypto = require("crypto");

const ALGORITHM = "des-ecb";
const KEY = Buffer.from(process.env.TOKEN_KEY_HEX, "hex");

function sealToken(userId) {
  const cipher = crypto.createCipheriv(ALGORITHM, KEY, null);
  return Buffer.concat([cipher.update(String(userId), "utf8"), cipher.final()]).toString("base64url");
}

function openToken(token) {
  const decipher = crypto.createDecipheriv(ALGORITHM, KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(token, "base64url")), decipher.final()]).toString("utf8");
}

module.exports = { sealToken, openToken };
