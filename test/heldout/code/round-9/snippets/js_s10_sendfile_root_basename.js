const express = require("express");
const path = require("path");

const app = express();
const AVATARS = path.join(__dirname, "avatars");

app.get("/avatars/:name", (req, res) => {
  const name = path.basename(req.params.name);
  res.sendFile(name, { root: AVATARS, dotfiles: "deny" }, (err) => {
    if (err) res.status(404).end();
  });
});

app.listen(5000);
