const { spawn } = require("child_process");
const express = require("express");

const app = express();
app.use(express.json());

const spawnOptions = { shell: true, stdio: "pipe", timeout: 120000 };

app.post("/repos/clone", (req, res) => {
  const repo = req.body.repo;
  const child = spawn("git clone --depth 1 " + repo + " /tmp/work", spawnOptions);
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.on("close", (code) => res.json({ code, log }));
});

app.listen(4000);
