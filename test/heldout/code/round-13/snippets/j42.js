const crypto = require("crypto");
const express = require("express");
const app = express();
const sessions = new Map();

function backoff(attempt) {
  return 100 * 2 ** attempt + Math.floor(Math.random() * 50);
}

app.post("/login", express.json(), (req, res) => {
  const sid = crypto.randomBytes(32).toString("hex");
  sessions.set(sid, { user: String(req.body.username), created: Date.now() });
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax", secure: true });
  res.json({ ok: true, retryAfterMs: backoff(1) });
});

app.listen(3000);
