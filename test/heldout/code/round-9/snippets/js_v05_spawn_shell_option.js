const { spawn } = require("child_process");

const SPAWN_OPTIONS = { shell: true, stdio: ["ignore", "pipe", "pipe"] };

function convertVideo(req, res) {
  const input = req.query.file;
  const format = req.query.format || "mp4";
  const child = spawn(`ffmpeg -y -i uploads/${input} out/${input}.${format}`, SPAWN_OPTIONS);
  let log = "";
  child.stderr.on("data", (d) => (log += d));
  child.on("close", (code) => {
    res.status(code === 0 ? 200 : 500).json({ code, log: log.slice(-2000) });
  });
}

module.exports = { convertVideo };
