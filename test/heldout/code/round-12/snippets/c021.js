const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/preferences", (req, res) => {
  const raw = req.cookies.prefs;
  const prefs = raw ? serialize.unserialize(Buffer.from(raw, "base64").toString()) : { theme: "light" };
  res.json(prefs);
});

app.listen(3000);
