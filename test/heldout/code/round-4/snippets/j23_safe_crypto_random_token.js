const crypto = require("crypto");

function newApiKey() {
  return "ak_" + crypto.randomBytes(24).toString("base64url");
}

function hashApiKey(key) {
  return crypto.createHash("sha256").update(key).digest("hex");
}

function pickBannerColor() {
  const colors = ["#f87171", "#60a5fa", "#34d399", "#fbbf24"];
  return colors[Math.floor(Math.random() * colors.length)];
}

module.exports = { newApiKey, hashApiKey, pickBannerColor };
