const express = require("express");
const YAML = require("yaml");
const app = express();
app.use(express.text({ type: "*/*" }));

app.post("/pipelines/validate", (req, res) => {
  let doc;
  try {
    doc = YAML.parse(req.body);
  } catch (e) {
    return res.status(400).json({ error: e.message });
  }
  res.json({ stages: Array.isArray(doc && doc.stages) ? doc.stages.length : 0 });
});
