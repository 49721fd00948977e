const express = require("express");
const app = express();

const ALLOWED = new Set(["/home", "/settings", "/billing"]);

app.get("/continue", (req, res) => {
  const next = ALLOWED.has(req.query.next) ? req.query.next : "/home";
  res.redirect(next);
});

app.listen(3000);
