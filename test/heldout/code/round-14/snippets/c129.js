const express = require("express");
const app = express();

const prefs = new Map();

app.post("/prefs", express.urlencoded({ extended: false }), (req, res) => {
  const path = String(req.body.path || "");
  const value = String(req.body.value || "");
  if (!path || path.length > 64) return res.status(400).end();
  prefs.set(path, value);
  res.json(Object.fromEntries(prefs));
});

app.listen(3001);
