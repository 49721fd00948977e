const express = require("express");
const multer = require("multer");
const util = require("util");
const { execFile } = require("child_process");

const execFileP = util.promisify(execFile);
const upload = multer({ dest: "/var/app/uploads" });
const app = express();

app.post("/thumbnail", upload.single("image"), async (req, res) => {
  const size = Number.parseInt(req.body.size, 10);
  if (!Number.isInteger(size) || size < 16 || size > 2048) {
    return res.status(400).json({ error: "size must be 16..2048" });
  }
  const out = `/srv/thumbs/${req.file.filename}.png`;
  await execFileP("convert", [req.file.path, "-resize", `${size}x${size}`, out]);
  res.json({ ok: true });
});
