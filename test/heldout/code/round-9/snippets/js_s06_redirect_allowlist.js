const express = require("express");
const app = express();

const DESTINATIONS = new Map([
  ["home", "/"],
  ["billing", "/account/billing"],
  ["docs", "https://docs.acme.example/start"],
]);

app.get("/continue", (req, res) => {
  const key = String(req.query.to || "home");
  const target = DESTINATIONS.get(key) || "/";
  res.redirect(303, target);
});

module.exports = app;
