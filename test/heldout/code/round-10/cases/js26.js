const express = require("express");
const vm = require("vm");

const app = express();
app.use(express.json());

app.post("/sandbox/run", (req, res) => {
  const context = vm.createContext({ input: req.body.input, result: null });
  try {
    vm.runInContext(req.body.code, context, { timeout: 100 });
    res.json({ result: context.result });
  } catch (e) {
    res.status(400).json({ error: e.message });
  }
});

app.listen(3010);
