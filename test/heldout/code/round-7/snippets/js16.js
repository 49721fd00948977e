const express = require("express");
const app = express();

app.get("/sso/callback", (req, res) => {
  const next = String(req.query.next || "/");
  // relative paths only
  if (!next.startsWith("/")) {
    return res.redirect("/");
  }
  res.cookie("sso", "1", { httpOnly: true, secure: true });
  return res.redirect(next);
});

app.listen(3005);
