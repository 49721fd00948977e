const { spawn } = require("child_process");

function probe(req, res) {
  const file = req.file.path;
  const child = spawn("ffprobe", ["-v", "error", "-show_format", "-of", "json", "--", file], {
    shell: false,
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.on("close", (code) => {
    if (code !== 0) return res.status(422).json({ error: "not a media file" });
    res.json(JSON.parse(out).format);
  });
}

module.exports = probe;
