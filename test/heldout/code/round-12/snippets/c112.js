const express = require("express");
const path = require("path");

const app = express();
const UPLOADS = path.join(__dirname, "uploads");

app.get("/files/:name", (req, res) => {
  const name = path.basename(req.params.name);
  res.sendFile(name, { root: UPLOADS, dotfiles: "deny" }, (err) => {
    if (err) res.status(err.status || 404).end();
  });
});

app.listen(3000);
