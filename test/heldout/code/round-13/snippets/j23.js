const path = require("path");
const express = require("express");

const app = express();
const DOCS_DIR = path.join(__dirname, "public", "docs");

app.get("/docs/:file", (req, res) => {
  res.sendFile(req.params.file, { root: DOCS_DIR, dotfiles: "deny" }, (err) => {
    if (err) res.status(404).send("Not found");
  });
});

app.listen(3000);
