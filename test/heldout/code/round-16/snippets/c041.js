const express = require("express");
const path = require("path");

const app = express();
const UPLOAD_SUBDIR = "uploads";

app.get("/files/:name(*)", (req, res) => {
  const file = path.join(__dirname, UPLOAD_SUBDIR, req.params.name);
  res.sendFile(file, (err) => {
    if (err) res.status(404).end();
  });
});

module.exports = app;
