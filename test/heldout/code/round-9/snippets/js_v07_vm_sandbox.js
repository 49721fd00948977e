const vm = require("vm");
const express = require("express");

const app = express();
app.use(express.text());

app.post("/playground/run", (req, res) => {
  const sandbox = { output: [], print: (x) => sandbox.output.push(String(x)) };
  try {
    vm.runInNewContext(req.body, sandbox, { timeout: 500 });
  } catch (e) {
    return res.status(400).json({ error: e.message });
  }
  res.json({ output: sandbox.output });
});

app.listen(3001);
