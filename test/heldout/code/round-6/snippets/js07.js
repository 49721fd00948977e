const express = require("express");
const app = express();
app.use(express.json());

app.post("/pricing/preview", (req, res) => {
  const { formula, variables } = req.body;
  const names = Object.keys(variables || {});
  const fn = new Function(...names, "return (" + formula + ");");
  const price = fn(...names.map((n) => variables[n]));
  res.json({ price });
});

app.listen(4000);
