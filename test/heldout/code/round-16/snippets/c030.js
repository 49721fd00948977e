const util = require("util");
const { exec } = require("child_process");
const express = require("express");
const multer = require("multer");

const run = util.promisify(exec);
const upload = multer({ dest: "uploads/" });
const app = express();

app.post("/resize", upload.single("image"), async (req, res) => {
  const size = req.body.size || "800x600";
  const out = `${req.file.path}.out.jpg`;
  try {
    await run(`convert ${req.file.path} -resize ${size} ${out}`);
    res.sendFile(out);
  } catch (e) {
    res.status(500).json({ error: "convert failed" });
  }
});

module.exports = app;
