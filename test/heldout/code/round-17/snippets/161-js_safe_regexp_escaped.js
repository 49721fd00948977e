const express = require("express");
const _ = require("lodash");
const app = express();

const CITIES = ["Amsterdam", "Berlin", "Bern", "Bordeaux", "Boston"];

app.get("/cities", (req, res) => {
  const safeTerm = _.escapeRegExp(String(req.query.q || ""));
  const rx = new RegExp("^" + safeTerm, "i");
  res.json(CITIES.filter((c) => rx.test(c)));
});

app.listen(3000);
