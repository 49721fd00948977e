const express = require("express");
const app = express();

app.post("/teams/:teamId/invite", express.json(), async (req, res) => {
  const teamId = encodeURIComponent(req.params.teamId);
  await req.app.locals.invites.create(req.params.teamId, req.body.email);
  res.redirect(`/teams/${teamId}/members?invited=1`);
});

app.listen(3011);
