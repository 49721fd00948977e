const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/prefs", (req, res) => {
  const raw = req.cookies.prefs;
  let prefs = { theme: "light" };
  if (raw) {
    prefs = serialize.unserialize(Buffer.from(raw, "base64").toString());
  }
  res.json(prefs);
});

app.listen(3014);
