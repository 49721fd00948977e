const express = require("express");
const _ = require("lodash");
const products = require("./products.json");

const app = express();

app.get("/api/search", (req, res) => {
  const term = _.escapeRegExp(String(req.query.q || ""));
  const rx = new RegExp(term, "i");
  res.json(products.filter((p) => rx.test(p.name)).slice(0, 20));
});

app.listen(3000);
