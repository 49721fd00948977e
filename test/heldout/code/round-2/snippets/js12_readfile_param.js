const fs = require("fs");
const path = require("path");
const express = require("express");
const app = express();

app.get("/docs/:name", (req, res) => {
  fs.readFile(path.join(__dirname, "docs", req.params.name), "utf8", (err, text) => {
    if (err) return res.sendStatus(404);
    res.type("text/plain").send(text);
  });
});

app.listen(3000);
