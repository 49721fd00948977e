const express = require("express");
const app = express();

const SITE = "https://app.example.com";

app.get("/auth/callback", (req, res) => {
  const next = String(req.query.next || "/");
  let target;
  try {
    target = new URL(next, SITE);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== SITE) {
    return res.redirect("/");
  }
  res.redirect(target.href);
});

app.listen(3000);
