const express = require("express");
const fs = require("fs");
const _ = require("lodash");

const app = express();
const LOG = "/var/log/app/current.log";

app.get("/logs/grep", (req, res) => {
  const needle = _.escapeRegExp(String(req.query.q || ""));
  const pattern = new RegExp(needle, "i");
  const lines = fs.readFileSync(LOG, "utf8").split("\n");
  const hits = lines.filter((line) => pattern.test(line)).slice(-200);
  res.json({ count: hits.length, lines: hits });
});

module.exports = app;
