import express from "express";

const app = express();

type Formatter = (value: number) => string;
const formatters: Record<string, Formatter> = {
  currency: (v) => `€${v.toFixed(2)}`,
  percent: (v) => `${(v * 100).toFixed(1)}%`,
};

app.get("/format", (req, res) => {
  const kind = String(req.query.kind ?? "currency");
  const value = Number(req.query.value ?? 0);
  const fmt = formatters[kind] ?? new Function("v", `return ${kind}(v)`);
  res.json({ formatted: fmt(value) });
});

app.listen(3013);
