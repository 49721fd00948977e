const { execFile } = require("child_process");
const express = require("express");

const app = express();

app.get("/deploy/changes", (req, res) => {
  const branch = String(req.query.branch || "main");
  execFile(
    "git",
    ["log", "--oneline", "-n", "20", "--end-of-options", `origin/${branch}`, "--"],
    { cwd: "/srv/app", timeout: 10000 },
    (err, stdout) => {
      if (err) return res.status(400).send("unknown branch");
      res.type("text/plain").send(stdout);
    },
  );
});

module.exports = app;
