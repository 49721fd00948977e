const crypto = require("crypto");
const express = require("express");
const app = express();

const sessions = new Map();

function newSessionId() {
  return crypto.randomBytes(32).toString("base64url");
}

function backoffDelay(attempt) {
  return Math.min(30000, 2 ** attempt * 100) + Math.floor(Math.random() * 250);
}

app.post("/login", express.json(), (req, res) => {
  const sessionId = newSessionId();
  sessions.set(sessionId, { user: String(req.body.user), created: Date.now() });
  res.cookie("sid", sessionId, { httpOnly: true, secure: true, sameSite: "lax" });
  res.json({ ok: true, retryAfterMs: backoffDelay(1) });
});

app.listen(3000);
