const express = require("express");
const fs = require("fs");
const path = require("path");

const UPLOAD_DIR = path.resolve(__dirname, "uploads");
const app = express();

app.get("/files", (req, res) => {
  const file = path.resolve(UPLOAD_DIR, String(req.query.file || ""));
  if (!file.startsWith(UPLOAD_DIR + path.sep)) {
    return res.status(400).json({ error: "invalid path" });
  }
  const stream = fs.createReadStream(file);
  stream.on("error", () => res.status(404).end());
  res.attachment(path.basename(file));
  stream.pipe(res);
});

app.listen(3000);
