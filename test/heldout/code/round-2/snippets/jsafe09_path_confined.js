const path = require("path");
const express = require("express");
const app = express();

const ROOT = path.resolve(__dirname, "docs");

app.get("/docs/:name", (req, res) => {
  const file = path.resolve(ROOT, req.params.name);
  if (!file.startsWith(ROOT + path.sep)) return res.sendStatus(403);
  res.sendFile(file);
});

app.listen(3000);
