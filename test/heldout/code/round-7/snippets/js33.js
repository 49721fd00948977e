const express = require("express");
const { execFile } = require("child_process");

const app = express();

app.get("/log", (req, res) => {
  let n = Number.parseInt(req.query.n, 10);
  if (!Number.isFinite(n) || n < 1 || n > 200) n = 20;
  execFile("git", ["-C", "/srv/site", "log", "--oneline", "-n", String(n)], (err, stdout) => {
    if (err) return res.status(500).json({ error: "git failed" });
    res.json({ lines: stdout.trim().split("\n") });
  });
});

app.listen(3021);
