const crypto = require("crypto");
const express = require("express");

const app = express();
const sessions = new Map();

function backoffDelay(attempt) {
  const base = Math.min(30000, 500 * 2 ** attempt);
  return base + Math.floor(Math.random() * 250);
}

app.post("/login", express.json(), (req, res) => {
  // credential check omitted
  const sessionId = crypto.randomBytes(32).toString("hex");
  sessions.set(sessionId, { user: req.body.username, created: Date.now() });
  res.cookie("sid", sessionId, { httpOnly: true, secure: true, sameSite: "lax" });
  res.json({ ok: true, retryAfterMs: backoffDelay(0) });
});

app.listen(3102);
