const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const ROOT = path.resolve("/srv/public");

app.get("/static", (req, res) => {
  const target = path.resolve(ROOT, String(req.query.f || "index.html"));
  if (!target.startsWith(ROOT + path.sep)) {
    return res.status(403).end();
  }
  fs.createReadStream(target).on("error", () => res.status(404).end()).pipe(res);
});
