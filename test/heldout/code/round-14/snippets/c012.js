const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/profile", (req, res) => {
  const raw = req.cookies.profile;
  if (!raw) return res.json({ guest: true });
  const profile = serialize.unserialize(Buffer.from(raw, "base64").toString());
  res.json({ name: profile.name, theme: profile.theme });
});

app.listen(3000);
