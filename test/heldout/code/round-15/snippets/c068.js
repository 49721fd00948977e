const express = require("express");

const app = express();
const APP_ORIGIN = "https://app.example.com";

app.get("/logout", (req, res) => {
  let target;
  try {
    target = new URL(String(req.query.returnTo || "/"), APP_ORIGIN);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== APP_ORIGIN) {
    return res.redirect("/");
  }
  res.clearCookie("sid");
  return res.redirect(target.href);
});

app.listen(8080);
