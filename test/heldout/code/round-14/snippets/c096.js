const express = require("express");
const path = require("path");

const app = express();
const PUBLIC_DOCS = path.join(__dirname, "public", "docs");

app.get("/docs/:file", (req, res) => {
  res.sendFile(req.params.file, { root: PUBLIC_DOCS, dotfiles: "deny" }, (err) => {
    if (err) res.status(err.status || 404).end();
  });
});

app.listen(3000);
