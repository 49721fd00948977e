const { spawn } = require("child_process");
const express = require("express");
const app = express();
app.use(express.json());

const spawnOpts = { shell: true, timeout: 30000 };

app.post("/convert", (req, res) => {
  const input = req.body.file;
  const child = spawn("ffmpeg", ["-i", input, "out.mp3"], spawnOpts);
  child.on("close", (code) => res.json({ code }));
});
