const express = require("express");
const vm = require("vm");

const app = express();
app.use(express.json());

app.post("/api/sheets/eval", (req, res) => {
  const { formula, cells } = req.body;
  try {
    const value = vm.runInNewContext(formula, { ...cells, Math }, { timeout: 50 });
    res.json({ value });
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
});

app.listen(3000);
