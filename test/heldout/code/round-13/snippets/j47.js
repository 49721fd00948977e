const express = require("express");
const app = express();
const products = require("./products.json");

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

app.get("/api/products/search", (req, res) => {
  const term = String(req.query.q || "").slice(0, 100).toLowerCase();
  const hits = products.filter(
    (p) => p.name.toLowerCase().includes(term) || p.description.toLowerCase().includes(term)
  );
  res.json({ pattern: escapeRegExp(term), hits: hits.slice(0, 25) });
});

app.listen(3000);
