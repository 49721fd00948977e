const express = require("express");
const app = express();

app.get("/oauth/authorize/done", async (req, res) => {
  const code = await req.app.locals.oauth.issueCode(req.session.userId, req.query.client_id);
  const target = `${req.query.redirect_uri}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(req.query.state || "")}`;
  res.status(302).set("Location", target).end();
});

app.listen(3000);
