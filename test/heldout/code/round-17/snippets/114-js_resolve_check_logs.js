const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const ROOT = path.resolve("/srv/public");

app.get("/static", (req, res) => {
  const target = path.resolve(ROOT, String(req.query.f || "index.html"));
  if (!target.startsWith(ROOT + path.sep)) {
    console.warn("outside root:", target);
  }
  fs.createReadStream(target).pipe(res);
});
