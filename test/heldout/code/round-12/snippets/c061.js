const crypto = require("crypto");

function newSessionId() {
  return crypto.randomBytes(32).toString("hex");
}

function etagFor(body) {
  return `"${crypto.createHash("md5").update(body).digest("hex")}"`;
}

function backoff(attempt) {
  const base = Math.min(30000, 500 * 2 ** attempt);
  return base + Math.floor(Math.random() * 250);
}

module.exports = { newSessionId, etagFor, backoff };
