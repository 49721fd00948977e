const express = require("express");
const passport = require("passport");

const app = express();
app.use(express.urlencoded({ extended: false }));

app.post(
  "/login",
  passport.authenticate("local", { failureRedirect: "/login?error=1" }),
  (req, res) => {
    const returnTo = req.query.returnTo || req.session.returnTo || "/dashboard";
    delete req.session.returnTo;
    res.redirect(302, returnTo);
  }
);

app.listen(3000);
