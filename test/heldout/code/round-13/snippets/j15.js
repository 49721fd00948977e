const { spawn } = require("child_process");
const express = require("express");

const app = express();
app.use(express.json());
const BRANCHES = new Set(["main", "staging", "release"]);

app.post("/deploy", (req, res) => {
  const branch = String(req.body.branch || "main");
  if (!BRANCHES.has(branch)) return res.status(400).json({ error: "unknown branch" });
  const child = spawn("git", ["checkout", branch], { cwd: "/srv/site" });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  child.on("close", (code) => res.status(code === 0 ? 200 : 500).json({ code, log }));
});

app.listen(3000);
