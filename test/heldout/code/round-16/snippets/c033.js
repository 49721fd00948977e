const express = require("express");
const app = express();
const APP_ORIGIN = "https://app.example.com";

app.get("/continue", (req, res) => {
  let target;
  try {
    target = new URL(req.query.next || "/", APP_ORIGIN);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== APP_ORIGIN) {
    return res.redirect("/");
  }
  res.redirect(target.pathname + target.search);
});

module.exports = app;
