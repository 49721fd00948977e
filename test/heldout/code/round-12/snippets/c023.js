const express = require("express");
const app = express();

const ALLOWED = new Set(["/", "/account", "/billing", "/projects"]);

app.get("/after-login", (req, res) => {
  const to = ALLOWED.has(req.query.to) ? req.query.to : "/";
  res.redirect(to);
});

app.listen(3000);
