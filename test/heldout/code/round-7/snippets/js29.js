const express = require("express");
const { execSync } = require("child_process");

const app = express();
app.use(express.json());

app.post("/transcode", (req, res) => {
  const input = req.body.input;
  const format = req.body.format === "webm" ? "webm" : "mp4";
  const cmd = ["ffmpeg", "-y", "-i", input, "/tmp/out." + format].join(" ");
  execSync(cmd, { stdio: "ignore", timeout: 300000 });
  res.json({ output: "/tmp/out." + format });
});

app.listen(3015);
