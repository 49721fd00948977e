const { exec } = require("child_process");
const express = require("express");
const app = express();

app.get("/history", (req, res) => {
  exec(`git log --oneline ${req.query.branch}`, (err, stdout) => {
    if (err) return res.status(500).send("failed");
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
