const express = require("express");
const app = express();

const OPS = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
};

app.get("/calc/:op", (req, res) => {
  const op = req.params.op;
  if (!Object.prototype.hasOwnProperty.call(OPS, op)) return res.status(404).end();
  const result = OPS[op](Number(req.query.a), Number(req.query.b));
  res.json({ result });
});
