const { exec } = require("child_process");
const express = require("express");

const app = express();
const DISK_CMD = "df -h --output=target,pcent";

app.get("/health/disk", (req, res) => {
  exec(DISK_CMD, { timeout: 3000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "df failed" });
    const rows = stdout.trim().split("\n").slice(1).map((l) => l.trim().split(/\s+/));
    res.json(rows.map(([mount, used]) => ({ mount, used })));
  });
});

module.exports = app;
