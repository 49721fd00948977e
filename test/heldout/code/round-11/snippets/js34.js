const express = require("express");
const vm = require("vm");

const app = express();
app.use(express.json());

// evaluate a pricing rule in an isolated context
app.post("/api/pricing/preview", (req, res) => {
  const context = vm.createContext({ price: Number(req.body.price), qty: Number(req.body.qty) });
  try {
    const total = vm.runInContext(req.body.rule, context, { timeout: 50 });
    res.json({ total });
  } catch (err) {
    res.status(400).json({ error: String(err) });
  }
});

app.listen(3000);
