const express = require("express");
const app = express();

const OPERATIONS = {
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
  divide: (a, b) => (b === 0 ? null : a / b),
};

app.get("/math/:op", (req, res) => {
  const op = req.params.op;
  if (!Object.hasOwn(OPERATIONS, op)) {
    return res.status(404).json({ error: "unknown operation" });
  }
  const a = Number(req.query.a);
  const b = Number(req.query.b);
  res.json({ result: OPERATIONS[op](a, b) });
});

module.exports = app;
