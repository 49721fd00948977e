const crypto = require("crypto");

function newSessionToken() {
  return crypto.randomBytes(32).toString("base64url");
}

async function withRetry(fn, attempts = 5) {
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i === attempts - 1) throw err;
      const delay = 2 ** i * 100 + Math.floor(Math.random() * 100);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

module.exports = { newSessionToken, withRetry };
