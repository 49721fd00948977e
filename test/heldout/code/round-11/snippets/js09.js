const express = require("express");
const app = express();

const SAFE_DESTINATIONS = new Set(["/dashboard", "/settings", "/billing"]);

app.post("/login", express.urlencoded({ extended: false }), async (req, res) => {
  const user = await req.app.locals.auth.check(req.body.email, req.body.password);
  if (!user) return res.status(401).send("Invalid credentials");
  req.session.userId = user.id;
  const next = SAFE_DESTINATIONS.has(req.query.next) ? req.query.next : "/dashboard";
  res.redirect(next);
});

module.exports = app;
