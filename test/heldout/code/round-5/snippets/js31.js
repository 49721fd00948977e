const express = require("express");
const { execFile } = require("child_process");

const app = express();

app.get("/api/repo/log", (req, res) => {
  const limit = Math.min(Number.parseInt(req.query.n, 10) || 20, 200);
  const author = String(req.query.author || "");
  const args = ["-C", "/srv/repo", "log", "--oneline", "-n", String(limit)];
  if (author) args.push(`--author=${author}`);
  execFile("git", args, { timeout: 10000 }, (err, stdout) => {
    if (err) return res.status(500).send("git failed");
    res.type("text/plain").send(stdout);
  });
});

app.listen(3021);
