const express = require("express");
const app = express();

app.get("/oauth/authorize/done", async (req, res) => {
  const client = await req.app.locals.oauth.findClient(req.query.client_id);
  if (!client || !client.redirectUris.includes(req.query.redirect_uri)) {
    return res.status(400).send("unknown client or redirect_uri");
  }
  const code = await req.app.locals.oauth.issueCode(req.session.userId, client.id);
  const target = new URL(client.redirectUris[client.redirectUris.indexOf(req.query.redirect_uri)]);
  target.searchParams.set("code", code);
  target.searchParams.set("state", String(req.query.state || ""));
  res.redirect(302, target.toString());
});

app.listen(3000);
