const path = require("path");
const express = require("express");

const app = express();
const UPLOAD_DIR = path.join(__dirname, "uploads");

app.get("/attachments/:name", (req, res) => {
  const name = path.basename(req.params.name);
  res.sendFile(name, { root: UPLOAD_DIR, dotfiles: "deny" }, (err) => {
    if (err) res.status(err.statusCode || 404).end();
  });
});

app.listen(3000);
