const express = require("express");
const app = express();
app.use(express.json());

// Lets analysts define computed columns like "price * qty * (1 - discount)"
app.post("/reports/computed-column", (req, res) => {
  const { formula, rows } = req.body;
  const fields = Object.keys(rows[0] || {});
  const compute = new Function(...fields, "return (" + formula + ");");
  const out = rows.map((r) => ({ ...r, computed: compute(...fields.map((f) => r[f])) }));
  res.json(out);
});

app.listen(3000);
