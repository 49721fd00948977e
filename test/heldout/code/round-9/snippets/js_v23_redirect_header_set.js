const express = require("express");
const app = express();

app.get("/go", (req, res) => {
  const target = req.query.to;
  if (!target) {
    return res.status(400).send("missing target");
  }
  res.status(302).set("Location", target).end();
});

module.exports = app;
