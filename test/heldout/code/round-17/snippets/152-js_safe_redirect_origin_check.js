const express = require("express");
const app = express();

const SITE = "https://shop.example.com";

app.get("/continue", (req, res) => {
  let target;
  try {
    target = new URL(String(req.query.to || "/"), SITE);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== SITE) {
    return res.redirect("/");
  }
  res.redirect(target.href);
});
