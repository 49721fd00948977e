const express = require("express");
const fs = require("fs");
const path = require("path");

const UPLOAD_DIR = path.join(__dirname, "uploads");
const app = express();

app.get("/files", (req, res) => {
  const file = path.join(UPLOAD_DIR, String(req.query.file || ""));
  const stream = fs.createReadStream(file);
  stream.on("error", () => res.status(404).end());
  res.attachment(path.basename(file));
  stream.pipe(res);
});

app.listen(3000);
