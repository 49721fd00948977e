const express = require("express");
const path = require("path");
const fs = require("fs/promises");

const app = express();
const ROOT = path.resolve(__dirname, "public", "downloads");

app.get("/download", async (req, res) => {
  const requested = String(req.query.file || "");
  const full = path.resolve(ROOT, requested);
  if (!full.startsWith(ROOT + path.sep)) {
    return res.status(400).json({ error: "invalid path" });
  }
  try {
    res.type(path.extname(full)).send(await fs.readFile(full));
  } catch {
    res.status(404).end();
  }
});

module.exports = app;
