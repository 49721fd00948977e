const express = require("express");
const app = express();

function requireLogin(req, res, next) {
  if (req.headers.cookie && req.headers.cookie.includes("auth=")) return next();
  res.redirect("/login?next=" + encodeURIComponent(req.originalUrl));
}

app.get("/account", requireLogin, (req, res) => {
  res.send("account page");
});

app.listen(3000);
