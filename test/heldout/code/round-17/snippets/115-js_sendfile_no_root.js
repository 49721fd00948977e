const express = require("express");
const path = require("path");

const app = express();
const MEDIA = "/var/media";

app.get("/media", (req, res) => {
  const file = path.normalize(path.join(MEDIA, req.query.file || ""));
  res.sendFile(file, (err) => {
    if (err) res.status(404).end();
  });
});

app.listen(3000);
