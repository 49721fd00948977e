const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const DOCS_DIR = path.join(__dirname, "docs");

app.get("/docs/:name", (req, res) => {
  const file = path.join(DOCS_DIR, path.basename(req.params.name) + ".md");
  fs.readFile(file, "utf8", (err, text) => {
    if (err) return res.status(404).send("no such document");
    res.type("text/markdown").send(text);
  });
});

app.listen(3103);
