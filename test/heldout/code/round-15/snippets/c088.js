const express = require("express");
const escapeHtml = require("escape-html");
const { searchProducts } = require("./search");

const app = express();

app.get("/search", async (req, res) => {
  const q = String(req.query.q || "");
  const results = await searchProducts(q);
  const items = results.map((r) => `<li>${escapeHtml(r.name)}</li>`).join("");
  res.send(`<!doctype html>
    <h1>Results for ${escapeHtml(q)}</h1>
    <ul>${items}</ul>`);
});

app.listen(3000);
