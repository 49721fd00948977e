const crypto = require("crypto");
const express = require("express");

const app = express();
const manifest = { version: "3.2.0", files: ["app.js", "app.css"] };

app.get("/manifest.json", (req, res) => {
  const body = JSON.stringify(manifest);
  const etag = '"' + crypto.createHash("md5").update(body).digest("hex") + '"';
  if (req.headers["if-none-match"] === etag) return res.status(304).end();
  res.set("ETag", etag).type("json").send(body);
});

app.listen(3014, "0.0.0.0");
