const express = require("express");
const app = express();

const PRODUCTS = [
  { name: "Trail shoe", price: 89 },
  { name: "Rain jacket", price: 129 },
];

app.get("/search", (req, res) => {
  const q = String(req.query.q || "");
  const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
  const items = hits.map((p) => `<li>${p.name} - $${p.price}</li>`).join("");
  res.send(`<!doctype html><h1>Results for "${q}"</h1><ul>${items}</ul>`);
});

module.exports = app;
