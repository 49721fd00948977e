const express = require("express");
const path = require("path");

const app = express();
const DOCS = path.join(__dirname, "docs");

app.get("/docs/*", (req, res) => {
  const page = req.params[0] || "index.html";
  res.sendFile(path.join(DOCS, page), (err) => {
    if (err) res.status(404).send("no such page");
  });
});

app.listen(4000);
