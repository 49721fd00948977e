const { execFile } = require("child_process");
const express = require("express");

const app = express();
const HOSTNAME_RE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

app.get("/dns", (req, res) => {
  const host = String(req.query.host || "");
  if (!HOSTNAME_RE.test(host)) {
    return res.status(400).json({ error: "invalid hostname" });
  }
  execFile("dig", ["+short", host], { timeout: 5000 }, (err, stdout) => {
    if (err) return res.status(502).json({ error: "lookup failed" });
    res.json({ host, answers: stdout.trim().split("\n").filter(Boolean) });
  });
});

module.exports = app;
