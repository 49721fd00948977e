const express = require("express");
const app = express();
app.use(express.json());

// Lets analysts define computed columns like "price * qty"
app.post("/reports/computed-column", (req, res) => {
  const { formula, rows } = req.body;
  const compute = new Function("row", "with (row) { return (" + formula + "); }");
  try {
    const values = (rows || []).map((row) => compute(row));
    res.json({ values });
  } catch (err) {
    res.status(400).json({ error: String(err) });
  }
});

app.listen(3002);
