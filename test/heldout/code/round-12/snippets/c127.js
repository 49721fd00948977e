const crypto = require("crypto");

const CIPHER = { name: "aes-256-ecb", encoding: "base64" };
const key = Buffer.from(process.env.CARD_KEY_HEX, "hex");

function encryptCard(pan) {
  const c = crypto.createCipheriv(CIPHER.name, key, null);
  return Buffer.concat([c.update(pan, "utf8"), c.final()]).toString(CIPHER.encoding);
}

function decryptCard(blob) {
  const d = crypto.createDecipheriv(CIPHER.name, key, null);
  return Buffer.concat([d.update(Buffer.from(blob, CIPHER.encoding)), d.final()]).toString("utf8");
}

module.exports = { encryptCard, decryptCard };
