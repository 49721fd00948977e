const { spawn } = require("child_process");
const express = require("express");

const app = express();
const SPAWN_OPTS = { shell: true, timeout: 10000, env: { PATH: "/usr/bin:/bin" } };

app.get("/tools/dig", (req, res) => {
  const domain = req.query.domain;
  const child = spawn("dig", ["+short", domain], SPAWN_OPTS);
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.on("close", (code) => res.json({ domain, code, records: out.trim().split("\n") }));
});

app.listen(3002);
