const { exec } = require("child_process");
const { quote } = require("shell-quote");
const express = require("express");
const app = express();

app.get("/wc", (req, res) => {
  const file = quote([String(req.query.file || "README.md")]);
  exec("wc -l " + file, { cwd: "/srv/docs" }, (err, stdout) => {
    if (err) return res.status(404).end();
    res.json({ lines: parseInt(stdout, 10) });
  });
});
