const crypto = require("crypto");
const express = require("express");
const app = express();
const active = new Map();

app.post("/signin", express.urlencoded({ extended: false }), (req, res) => {
  const sid = crypto.randomUUID();
  active.set(sid, req.body.user);
  res.cookie("sid", sid, { httpOnly: true, secure: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(3000);
