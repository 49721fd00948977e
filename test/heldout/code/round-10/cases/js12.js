const express = require("express");
const app = express();

app.get("/sso/complete", (req, res) => {
  const destination = req.query.returnUrl || "/home";
  res.cookie("sso", "1", { httpOnly: true, secure: true });
  res.redirect(302, destination);
});

app.listen(3003);
