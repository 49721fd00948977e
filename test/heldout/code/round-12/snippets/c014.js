const express = require("express");
const path = require("path");

const app = express();

app.get("/exports/download", (req, res) => {
  const file = req.query.file;
  if (!file) return res.status(400).send("missing file");
  res.sendFile(path.join(__dirname, "exports", file), (err) => {
    if (err) res.status(404).end();
  });
});

app.listen(3001);
