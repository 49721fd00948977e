const crypto = require("crypto");
const express = require("express");
const app = express();

const pages = new Map([["about", "<p>About us</p>"], ["contact", "<p>Write to us</p>"]]);

app.get("/pages/:slug", (req, res) => {
  const html = pages.get(req.params.slug);
  if (!html) return res.sendStatus(404);
  const etag = '"' + crypto.createHash("sha256").update(html).digest("base64url") + '"';
  if (req.headers["if-none-match"] === etag) return res.sendStatus(304);
  res.set("ETag", etag).type("html").send(html);
});

app.listen(3024);
