const fs = require("fs");
const path = require("path");
const express = require("express");

const app = express();
const REPORTS = path.join(__dirname, "reports");

app.get("/reports/:year/:file", (req, res) => {
  const p = path.join(REPORTS, req.params.year, req.params.file);
  fs.readFile(p, "utf8", (err, data) => {
    if (err) return res.status(404).send("not found");
    res.type("text/plain").send(data);
  });
});

module.exports = app;
