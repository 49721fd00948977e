const express = require("express");
const app = express();

const CITIES = ["Amsterdam", "Berlin", "Bern", "Bordeaux", "Boston"];

app.get("/cities", (req, res) => {
  const pattern = new RegExp(req.query.q || "", "i");
  res.json(CITIES.filter((c) => pattern.test(c)));
});

app.listen(3000);
