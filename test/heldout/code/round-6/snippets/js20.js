const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/prefs", (req, res) => {
  const raw = req.cookies.prefs;
  const prefs = raw ? serialize.unserialize(Buffer.from(raw, "base64").toString()) : {};
  res.json({ theme: prefs.theme || "light" });
});

app.listen(3004);
