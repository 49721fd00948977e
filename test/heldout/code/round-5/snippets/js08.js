const express = require("express");
const vm = require("vm");

const app = express();
app.use(express.text());

app.post("/sandbox/run", (req, res) => {
  const context = vm.createContext({ result: null, Math });
  try {
    vm.runInContext(req.body, context, { timeout: 500 });
    res.json({ result: context.result });
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
});

app.listen(3003);
