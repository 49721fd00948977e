const express = require("express");
const { exec } = require("child_process");
const multer = require("multer");

const upload = multer({ dest: "/tmp/uploads" });
const app = express();

app.post("/convert", upload.single("doc"), (req, res) => {
  const format = req.body.format || "pdf";
  const cmd = `libreoffice --headless --convert-to ${format} --outdir /tmp/out "${req.file.path}"`;
  exec(cmd, (err, stdout) => {
    if (err) return res.status(500).send("conversion failed");
    res.json({ ok: true, log: stdout });
  });
});

app.listen(8080);
