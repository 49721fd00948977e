const express = require("express");
const app = express();

const ALLOWED_RETURN = new Set(["/home", "/settings", "/billing"]);

app.get("/sso/complete", (req, res) => {
  const wanted = req.query.returnUrl;
  const destination = ALLOWED_RETURN.has(wanted) ? wanted : "/home";
  res.cookie("sso", "1", { httpOnly: true, secure: true });
  res.redirect(302, destination);
});

app.listen(3101);
