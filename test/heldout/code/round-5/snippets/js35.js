const express = require("express");
const path = require("path");

const app = express();
const PUBLIC_DIR = path.join(__dirname, "public", "downloads");

app.get("/downloads/:file", (req, res) => {
  const name = path.basename(req.params.file);
  res.sendFile(name, { root: PUBLIC_DIR, dotfiles: "deny" }, (err) => {
    if (err) res.status(404).end();
  });
});

app.listen(3024);
