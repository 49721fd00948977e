const fs = require("fs");
const path = require("path");
const express = require("express");

const app = express();
const UPLOAD_DIR = path.join(__dirname, "uploads");

app.get("/attachments", (req, res) => {
  const name = req.query.name;
  if (!name) return res.status(400).send("name required");
  const filePath = path.join(UPLOAD_DIR, name);
  fs.stat(filePath, (err, st) => {
    if (err || !st.isFile()) return res.status(404).send("not found");
    res.setHeader("Content-Length", st.size);
    fs.createReadStream(filePath).pipe(res);
  });
});

app.listen(3000);
