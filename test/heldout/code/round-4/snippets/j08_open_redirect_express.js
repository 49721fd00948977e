const express = require("express");
const session = require("express-session");

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.get("/auth/callback", async (req, res) => {
  req.session.user = await exchangeCode(req.query.code);
  const next = req.query.next || "/";
  res.redirect(302, next);
});

async function exchangeCode(code) {
  return { code };
}

module.exports = app;
