const { exec } = require("child_process");
const express = require("express");
const app = express();

app.get("/status/disk", (req, res) => {
  exec("df -h /srv", { timeout: 5000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "df failed" });
    const lines = stdout.trim().split("\n").slice(1);
    res.json(lines.map((l) => l.split(/\s+/)));
  });
});

app.listen(3000);
