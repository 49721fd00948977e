const express = require("express");
const products = require("./products.json");

const app = express();
app.use(express.json());

app.post("/api/products/filter", (req, res) => {
  const expression = req.body.where || "true";
  let predicate;
  try {
    predicate = new Function("p", `return (${expression});`);
  } catch (e) {
    return res.status(400).json({ error: "bad expression" });
  }
  res.json(products.filter((p) => predicate(p)));
});

module.exports = app;
