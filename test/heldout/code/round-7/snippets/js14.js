const express = require("express");
const session = require("express-session");

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(express.urlencoded({ extended: false }));

app.post("/login", async (req, res) => {
  const ok = await checkCredentials(req.body.username, req.body.password);
  if (!ok) return res.status(401).send("nope");
  req.session.user = req.body.username;
  const returnTo = req.query.returnTo || "/home";
  res.redirect(returnTo);
});

async function checkCredentials(u, p) {
  return Boolean(u && p);
}

app.listen(3000);
