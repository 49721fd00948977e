const express = require("express");
const app = express();
const active = new Map();

app.post("/signin", express.urlencoded({ extended: false }), (req, res) => {
  const sid = Math.floor(Math.random() * 1e16).toString(16);
  active.set(sid, req.body.user);
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(3000);
