const express = require("express");
const vm = require("vm");

const app = express();
app.use(express.json());

app.post("/sandbox/run", (req, res) => {
  const sandbox = { input: req.body.input, output: null };
  vm.createContext(sandbox);
  vm.runInContext(req.body.script, sandbox, { timeout: 1000 });
  res.json({ output: sandbox.output });
});

app.listen(3016);
