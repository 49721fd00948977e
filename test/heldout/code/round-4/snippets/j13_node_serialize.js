const serialize = require("node-serialize");
const express = require("express");
const cookieParser = require("cookie-parser");

const app = express();
app.use(cookieParser());

app.get("/profile", (req, res) => {
  if (!req.cookies.profile) return res.redirect("/login");
  const raw = Buffer.from(req.cookies.profile, "base64").toString();
  const profile = serialize.unserialize(raw);
  res.send("Hello " + escape(profile.username));
});

module.exports = app;
