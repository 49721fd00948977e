const express = require("express");
const app = express();

const SAFE_PATHS = new Set(["/", "/dashboard", "/settings/profile", "/billing"]);

app.get("/auth/done", (req, res) => {
  const requested = String(req.query.next || "/");
  const target = SAFE_PATHS.has(requested) ? requested : "/";
  res.redirect(target);
});

module.exports = app;
