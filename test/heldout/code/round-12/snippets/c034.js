const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const PUBLIC_DIR = path.resolve(__dirname, "public");

app.get("/static-raw", (req, res) => {
  const full = path.resolve(PUBLIC_DIR, String(req.query.p || "index.html"));
  if (!full.startsWith(PUBLIC_DIR + path.sep)) {
    return res.status(400).send("bad path");
  }
  fs.createReadStream(full)
    .on("error", () => res.status(404).end())
    .pipe(res);
});

app.listen(3000);
