const express = require("express");
const app = express();

app.get("/go", (req, res) => {
  const url = String(req.query.url || "");
  if (url.startsWith("https://")) {
    return res.redirect(302, url);
  }
  res.status(400).send("only https links can be followed");
});

module.exports = app;
