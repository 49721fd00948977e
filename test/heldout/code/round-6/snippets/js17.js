const crypto = require("crypto");

const CIPHER = "aes-256-ecb";

function sealProfile(profile, key) {
  const cipher = crypto.createCipheriv(CIPHER, key, null);
  return Buffer.concat([cipher.update(JSON.stringify(profile), "utf8"), cipher.final()]).toString("base64");
}

function openProfile(blob, key) {
  const decipher = crypto.createDecipheriv(CIPHER, key, null);
  const text = Buffer.concat([decipher.update(Buffer.from(blob, "base64")), decipher.final()]);
  return JSON.parse(text.toString("utf8"));
}

module.exports = { sealProfile, openProfile };
