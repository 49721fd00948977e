const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const REPORT_DIR = path.join(__dirname, "reports");

app.get("/reports/:name", (req, res) => {
  const file = path.join(REPORT_DIR, req.params.name + ".csv");
  fs.readFile(file, "utf8", (err, data) => {
    if (err) return res.status(404).send("no such report");
    res.type("text/csv").send(data);
  });
});

app.get("/attachments", (req, res) => {
  res.download(path.resolve(REPORT_DIR, req.query.file));
});

app.listen(3006);
