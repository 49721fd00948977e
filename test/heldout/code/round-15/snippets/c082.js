const express = require("express");
const session = require("express-session");

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

function sendBack(res, target) {
  return res.redirect(302, target);
}

app.get("/logout", (req, res) => {
  const returnTo = req.query.returnTo || "/";
  req.session.destroy(() => {
    res.clearCookie("connect.sid");
    sendBack(res, returnTo);
  });
});

app.listen(8080);
