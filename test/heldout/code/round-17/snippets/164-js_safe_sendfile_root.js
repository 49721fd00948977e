const express = require("express");
const app = express();

const MEDIA_ROOT = "/var/media";

app.get("/media/:file", (req, res) => {
  res.sendFile(req.params.file, { root: MEDIA_ROOT, dotfiles: "deny" }, (err) => {
    if (err) res.status(404).end();
  });
});

app.listen(3000);
