const escapeHtml = require("escape-html");
const express = require("express");
const app = express();

app.get("/hello", (req, res) => {
  const name = escapeHtml(String(req.query.name || "guest"));
  res.type("html").send(`<!doctype html><p>Hello, ${name}!</p>`);
});

app.listen(3031);
