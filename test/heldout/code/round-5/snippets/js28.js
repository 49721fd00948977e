const express = require("express");
const { exec } = require("child_process");

const app = express();
app.use(express.json());

const TOOLS = {
  ping: (host) => `ping -c 2 ${host}`,
  dig: (host) => `dig +short ${host}`,
};

app.post("/netcheck", (req, res) => {
  const { tool, host } = req.body;
  const build = TOOLS[tool];
  if (!build) return res.status(400).json({ error: "unknown tool" });
  exec(build(host), { timeout: 8000 }, (err, stdout, stderr) => {
    res.json({ ok: !err, out: stdout || stderr });
  });
});

app.listen(3013);
