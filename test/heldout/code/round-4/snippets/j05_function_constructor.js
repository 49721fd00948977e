const express = require("express");
const app = express();
app.use(express.json());

app.post("/rules/evaluate", (req, res) => {
  const { expression, context } = req.body;
  const fn = new Function("ctx", "with (ctx) { return (" + expression + "); }");
  try {
    res.json({ result: fn(context || {}) });
  } catch (e) {
    res.status(400).json({ error: String(e) });
  }
});

app.listen(3000);
