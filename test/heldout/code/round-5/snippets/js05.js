const { spawn } = require("child_process");
const express = require("express");

const app = express();
app.use(express.urlencoded({ extended: false }));

const spawnDefaults = { cwd: "/srv/media", shell: true, env: process.env };

app.post("/transcode", (req, res) => {
  const input = req.body.input;
  const preset = req.body.preset || "medium";
  const child = spawn(`ffmpeg -y -i ${input} -preset ${preset} out.mp4`, spawnDefaults);
  let log = "";
  child.stderr.on("data", (chunk) => (log += chunk));
  child.on("close", (code) => res.json({ code, log: log.slice(-2000) }));
});

app.listen(3001);
