const express = require("express");
const escapeHtml = require("escape-html");

const app = express();

app.get("/hello", (req, res) => {
  const name = escapeHtml(String(req.query.name || "there"));
  res.send(`<!doctype html><p>Hello, ${name}.</p>`);
});

app.listen(3000);
