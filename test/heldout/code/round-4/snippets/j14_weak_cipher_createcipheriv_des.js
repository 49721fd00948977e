const crypto = require("crypto");

const KEY = Buffer.from(process.env.TOKEN_KEY, "hex").subarray(0, 8);
const ALGO = "des-ecb";

function sealToken(payload) {
  const cipher = crypto.createCipheriv(ALGO, KEY, null);
  return Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]).toString("base64");
}

function openToken(token) {
  const decipher = crypto.createDecipheriv(ALGO, KEY, null);
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(token, "base64")), decipher.final()]).toString("utf8"));
}

module.exports = { sealToken, openToken };
