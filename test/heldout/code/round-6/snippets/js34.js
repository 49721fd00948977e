const crypto = require("crypto");

function newApiKey() {
  return "ak_" + crypto.randomBytes(24).toString("base64url");
}

function backoff(attempt) {
  const base = Math.min(30000, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

async function withRetry(fn, attempts = 5) {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i + 1 >= attempts) throw e;
      await new Promise((r) => setTimeout(r, backoff(i)));
    }
  }
}

module.exports = { newApiKey, withRetry };
