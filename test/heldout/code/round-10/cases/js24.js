const express = require("express");
const app = express();
const sessions = new Map();

app.post("/login", express.json(), (req, res) => {
  // credential check omitted
  const sessionId = Math.random().toString(36).slice(2) + Date.now().toString(36);
  sessions.set(sessionId, { user: req.body.username, created: Date.now() });
  res.cookie("sid", sessionId, { httpOnly: true });
  res.json({ ok: true });
});

app.listen(3008);
