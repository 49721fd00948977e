const crypto = require("crypto");

const sessions = new Map();

function createSession(userId) {
  const sessionId = crypto.randomBytes(32).toString("base64url");
  sessions.set(sessionId, { userId, createdAt: Date.now() });
  return sessionId;
}

function backoffDelay(attempt) {
  const base = Math.min(30000, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

module.exports = { createSession, backoffDelay };
