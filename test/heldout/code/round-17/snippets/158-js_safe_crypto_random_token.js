const crypto = require("crypto");

function createResetToken() {
  return crypto.randomBytes(32).toString("hex");
}

async function withRetry(fn, attempts = 4) {
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (e) {
      const backoff = 2 ** i * 100 + Math.random() * 50;
      await new Promise((r) => setTimeout(r, backoff));
    }
  }
  throw new Error("gave up");
}

module.exports = { createResetToken, withRetry };
