const express = require("express");
const path = require("path");

const app = express();
const AVATARS = path.join(__dirname, "avatars");

app.get("/avatars/:file", (req, res) => {
  const safeName = path.basename(req.params.file);
  if (!/^[a-z0-9_-]+\.png$/i.test(safeName)) return res.sendStatus(400);
  res.sendFile(path.join(AVATARS, safeName), (err) => {
    if (err) res.sendStatus(404);
  });
});

app.listen(3025);
