const express = require("express");
const { exec } = require("child_process");
const multer = require("multer");

const upload = multer({ dest: "/tmp/uploads" });
const app = express();

app.post("/resize", upload.single("image"), (req, res) => {
  const width = req.body.width || "800";
  const out = `${req.file.path}-resized.jpg`;
  exec(`convert ${req.file.path} -resize ${width} ${out}`, (err) => {
    if (err) return res.status(500).send("resize failed");
    res.download(out);
  });
});

app.listen(8080);
