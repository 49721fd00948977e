const express = require("express");
const app = express();

const SAFE_TARGETS = new Set(["/home", "/settings", "/billing"]);

app.get("/continue", (req, res) => {
  const wanted = String(req.query.next || "");
  const target = SAFE_TARGETS.has(wanted) ? wanted : "/home";
  res.redirect(target);
});

app.listen(3023);
