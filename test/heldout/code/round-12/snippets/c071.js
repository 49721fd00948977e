const express = require("express");
const app = express();
const APP_ORIGIN = "https://app.example.com";

app.get("/continue", (req, res) => {
  const next = String(req.query.next || "/");
  let target;
  try {
    target = new URL(next, APP_ORIGIN);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== APP_ORIGIN) {
    return res.redirect("/");
  }
  res.redirect(target.href);
});

app.listen(3000);
