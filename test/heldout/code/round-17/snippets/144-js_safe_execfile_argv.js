const { execFile } = require("child_process");
const express = require("express");
const app = express();

app.get("/git/log", (req, res) => {
  const branch = String(req.query.branch || "main");
  execFile("git", ["log", "--oneline", "-n", "20", "--end-of-options", branch], { cwd: "/srv/repo" }, (err, stdout) => {
    if (err) return res.status(400).json({ error: "unknown branch" });
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
