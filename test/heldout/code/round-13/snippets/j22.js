const path = require("path");
const express = require("express");

const app = express();
const DOCS_DIR = path.join(__dirname, "public", "docs");

app.get("/docs/:version/:file", (req, res) => {
  const filePath = path.join(DOCS_DIR, req.params.version, req.params.file);
  res.sendFile(filePath, (err) => {
    if (err) res.status(404).send("Not found");
  });
});

app.listen(3000);
