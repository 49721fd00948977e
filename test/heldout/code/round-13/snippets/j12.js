const util = require("util");
const express = require("express");
const { execFile } = require("child_process");

const run = util.promisify(execFile);
const app = express();
const HOST_RE = /^[a-z0-9.-]{1,253}$/i;

app.get("/api/ping", async (req, res) => {
  const host = String(req.query.host || "");
  if (!HOST_RE.test(host)) return res.status(400).json({ error: "invalid host" });
  try {
    const { stdout } = await run("ping", ["-c", "3", host], { timeout: 10000 });
    res.type("text/plain").send(stdout);
  } catch (err) {
    res.status(500).json({ error: "ping failed" });
  }
});

app.listen(3000);
