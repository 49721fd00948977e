const { spawn } = require("child_process");
const express = require("express");
const app = express();
app.use(express.json());

const spawnOpts = { shell: false, timeout: 30000, cwd: "/srv/media" };

app.post("/convert", (req, res) => {
  const input = String(req.body.file || "in.wav");
  const child = spawn("ffmpeg", ["-nostdin", "-i", input, "out.mp3"], spawnOpts);
  child.on("close", (code) => res.json({ code }));
});
