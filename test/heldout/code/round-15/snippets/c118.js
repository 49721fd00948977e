const express = require("express");
const { searchProducts } = require("./search");

const app = express();

app.get("/search", async (req, res) => {
  const q = req.query.q || "";
  const results = await searchProducts(String(q));
  const items = results.map((r) => `<li>${r.name.replace(/</g, "&lt;")}</li>`).join("");
  res.send(`<!doctype html>
    <h1>Results for ${q}</h1>
    <ul>${items}</ul>`);
});

app.listen(3000);
