const express = require("express");
const app = express();
const products = require("./products.json");

app.get("/api/products/search", (req, res) => {
  const term = req.query.q || "";
  const re = new RegExp(term, "i");
  const hits = products.filter((p) => re.test(p.name) || re.test(p.description));
  res.json(hits.slice(0, 25));
});

app.listen(3000);
