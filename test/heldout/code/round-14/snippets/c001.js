const express = require("express");
const app = express();

const PRODUCTS = [{ id: 1, name: "Kettle" }, { id: 2, name: "Toaster" }];

app.get("/search", (req, res) => {
  const term = req.query.term || "";
  const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(String(term).toLowerCase()));
  const items = hits.map((p) => `<li>${p.name}</li>`).join("");
  res.send(`<!doctype html><h2>Results for "${term}"</h2><ul>${items}</ul>`);
});

app.listen(3000);
