const express = require("express");
const products = require("./products.json");

const app = express();

app.get("/api/products", (req, res) => {
  const filter = req.query.filter || "";
  const rx = new RegExp(filter, "i");
  res.json(products.filter((p) => rx.test(p.name) || rx.test(p.description)).slice(0, 50));
});

app.listen(3000);
