const express = require("express");
const { execFile } = require("child_process");
const { promisify } = require("util");

const run = promisify(execFile);
const app = express();
const SERVICES = { web: "nginx", db: "postgresql", cache: "redis-server" };

app.get("/ops/status/:service", async (req, res) => {
  const unit = SERVICES[req.params.service];
  if (!unit) return res.status(404).json({ error: "unknown service" });
  try {
    const { stdout } = await run("systemctl", ["is-active", unit]);
    res.json({ service: req.params.service, state: stdout.trim() });
  } catch (err) {
    res.json({ service: req.params.service, state: (err.stdout || "unknown").trim() });
  }
});

app.listen(3028);
