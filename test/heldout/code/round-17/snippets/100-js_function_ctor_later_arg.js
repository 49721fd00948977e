const express = require("express");
const app = express();
app.use(express.json());

app.post("/pricing/preview", (req, res) => {
  const formula = String(req.body.formula || "base");
  const price = Function("base", "qty", "return " + formula + ";");
  const value = price(Number(req.body.base) || 0, Number(req.body.qty) || 1);
  res.json({ value });
});

module.exports = app;
