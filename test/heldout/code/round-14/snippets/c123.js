const express = require("express");
const escapeHtml = require("escape-html");
const app = express();

const PRODUCTS = [{ id: 1, name: "Kettle" }, { id: 2, name: "Toaster" }];

app.get("/search", (req, res) => {
  const term = String(req.query.term || "");
  const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(term.toLowerCase()));
  const items = hits.map((p) => `<li>${escapeHtml(p.name)}</li>`).join("");
  res.send(`<!doctype html><h2>Results for "${escapeHtml(term)}"</h2><ul>${items}</ul>`);
});

app.listen(3000);
