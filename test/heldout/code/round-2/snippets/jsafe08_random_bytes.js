const crypto = require("crypto");

function newApiKey() {
  return "key_" + crypto.randomBytes(32).toString("hex");
}

module.exports = { newApiKey };
