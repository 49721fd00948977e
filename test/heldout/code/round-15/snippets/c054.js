const vm = require("vm");
const express = require("express");

const app = express();
app.use(express.json());

app.post("/rules/evaluate", (req, res) => {
  const { expression, facts } = req.body;
  try {
    const result = vm.runInNewContext(expression, { ...facts }, { timeout: 50 });
    res.json({ result: Boolean(result) });
  } catch (e) {
    res.status(400).json({ error: String(e) });
  }
});

app.listen(3000);
