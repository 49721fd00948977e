const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/preferences", (req, res) => {
  let prefs = { theme: "light", lang: "en" };
  if (req.cookies.prefs) {
    const raw = Buffer.from(req.cookies.prefs, "base64").toString();
    prefs = serialize.unserialize(raw);
  }
  res.json(prefs);
});

app.listen(3000);
