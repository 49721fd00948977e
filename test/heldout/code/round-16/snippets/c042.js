const express = require("express");
const path = require("path");

const app = express();
const UPLOAD_ROOT = path.join(__dirname, "uploads");

app.get("/files/:name", (req, res) => {
  const name = path.basename(req.params.name);
  res.sendFile(name, { root: UPLOAD_ROOT, dotfiles: "deny" }, (err) => {
    if (err) res.status(404).end();
  });
});

module.exports = app;
