const crypto = require("crypto");
const express = require("express");
const app = express();

const MENU = { updated: "2026-11-01", dishes: ["soup", "salad", "pasta"] };

app.get("/menu.json", (req, res) => {
  const body = JSON.stringify(MENU);
  const etag = '"' + crypto.createHash("sha256").update(body).digest("base64url") + '"';
  if (req.get("if-none-match") === etag) return res.status(304).end();
  res.set("ETag", etag).type("application/json").send(body);
});

module.exports = app;
