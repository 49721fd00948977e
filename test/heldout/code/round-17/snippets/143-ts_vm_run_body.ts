import express from "express";
import vm from "vm";

const app = express();
app.use(express.json());

app.post("/formula", (req, res) => {
  const expr = String(req.body.expr ?? "0");
  const sandbox = { price: Number(req.body.price) || 0, qty: Number(req.body.qty) || 0 };
  const value = vm.runInNewContext(expr, sandbox, { timeout: 50 });
  res.json({ value });
});

export default app;
