const express = require("express");
const multer = require("multer");
const util = require("util");
const { exec } = require("child_process");

const run = util.promisify(exec);
const upload = multer({ dest: "/var/app/incoming" });
const app = express();

async function thumbnail(file, size) {
  return run(`convert ${file} -resize ${size} /srv/thumbs/${Date.now()}.png`);
}

app.post("/thumbnail", upload.single("image"), async (req, res) => {
  try {
    await thumbnail(req.file.path, req.body.size || "128x128");
    res.json({ ok: true });
  } catch (err) {
    res.status(500).json({ error: "conversion failed" });
  }
});
