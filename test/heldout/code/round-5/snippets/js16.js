const express = require("express");
const session = require("express-session");

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.get("/sso/callback", (req, res) => {
  const returnTo = req.query.returnTo || req.session.returnTo || "/dashboard";
  req.session.user = { id: req.query.uid };
  delete req.session.returnTo;
  res.redirect(302, returnTo);
});

app.listen(3005);
