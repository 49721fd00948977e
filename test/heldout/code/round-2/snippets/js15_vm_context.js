const vm = require("vm");
const express = require("express");
const app = express();
app.use(express.json());

app.post("/rules/test", (req, res) => {
  const sandbox = { order: req.body.order, result: null };
  vm.runInNewContext(req.body.rule, sandbox, { timeout: 50 });
  res.json({ result: sandbox.result });
});

app.listen(3000);
