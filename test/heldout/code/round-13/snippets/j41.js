const express = require("express");
const app = express();
const sessions = new Map();

function newSessionId() {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

app.post("/login", express.json(), (req, res) => {
  // credential check omitted
  const sid = newSessionId();
  sessions.set(sid, { user: req.body.username, created: Date.now() });
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(3000);
