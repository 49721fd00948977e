const express = require("express");
const multer = require("multer");
const { spawn } = require("child_process");
const path = require("path");

const upload = multer({ dest: "/tmp/uploads" });
const app = express();

app.post("/images/resize", upload.single("image"), (req, res) => {
  if (!req.file) return res.status(400).end();
  const out = path.join("/tmp/uploads", req.file.filename + "-small.jpg");
  const proc = spawn("convert", [req.file.path, "-resize", "256x256>", out]);
  proc.on("close", (code) => {
    if (code !== 0) return res.status(422).json({ error: "could not convert" });
    res.sendFile(out);
  });
});

app.listen(3022);
