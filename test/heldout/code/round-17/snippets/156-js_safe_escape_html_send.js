const express = require("express");
const escapeHtml = require("escape-html");
const app = express();

app.get("/welcome", (req, res) => {
  const name = escapeHtml(req.query.name || "visitor");
  res.send(`<!doctype html><html><body><h1>Welcome, ${name}!</h1></body></html>`);
});

app.listen(3000);
