const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/profile", (req, res) => {
  if (!req.cookies.profile) {
    return res.json({ guest: true });
  }
  const profile = serialize.unserialize(Buffer.from(req.cookies.profile, "base64").toString());
  res.json({ name: profile.name, theme: profile.theme });
});

module.exports = app;
