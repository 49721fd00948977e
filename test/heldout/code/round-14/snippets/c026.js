const express = require("express");
const app = express();

const sessions = new Map();

function newSessionId() {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

app.post("/login", express.json(), (req, res) => {
  const sessionId = newSessionId();
  sessions.set(sessionId, { user: req.body.user, created: Date.now() });
  res.cookie("sid", sessionId, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(3000);
