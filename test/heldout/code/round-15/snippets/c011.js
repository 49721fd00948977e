const { execFile } = require("child_process");
const express = require("express");

const app = express();
const REF_RE = /^[A-Za-z0-9._\/-]{1,100}$/;

app.get("/repo/log", (req, res) => {
  const ref = String(req.query.ref || "main");
  if (!REF_RE.test(ref) || ref.startsWith("-")) return res.status(400).json({ error: "bad ref" });
  execFile("git", ["-C", "/srv/repo", "log", "--oneline", "-n", "20", ref, "--"], { timeout: 5000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "git failed" });
    res.json({ ref, commits: stdout.trim().split("\n") });
  });
});

app.listen(3000);
