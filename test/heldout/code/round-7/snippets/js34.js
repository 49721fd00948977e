const { spawn } = require("child_process");
const express = require("express");
const multer = require("multer");

const upload = multer({ dest: "/tmp/uploads" });
const app = express();

app.post("/thumb", upload.single("image"), (req, res) => {
  const src = req.file.path;
  const dst = src + "-thumb.png";
  const child = spawn("convert", [src, "-thumbnail", "200x200", dst]);
  child.on("close", (code) => {
    if (code !== 0) return res.status(500).json({ error: "convert failed" });
    res.sendFile(dst);
  });
});

app.listen(3022);
