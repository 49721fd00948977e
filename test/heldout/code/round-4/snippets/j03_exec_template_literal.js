const { exec } = require("child_process");
const express = require("express");

const router = express.Router();

router.post("/convert", (req, res) => {
  const { input, format } = req.body;
  exec(`ffmpeg -y -i uploads/${input} out/${input}.${format}`, (err, stdout, stderr) => {
    if (err) return res.status(500).json({ error: stderr });
    res.json({ ok: true });
  });
});

module.exports = router;
