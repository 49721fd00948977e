const express = require("express");
const yaml = require("js-yaml");

const app = express();
app.use(express.text({ type: ["application/yaml", "text/yaml"] }));

const LOAD_OPTIONS = { schema: yaml.DEFAULT_FULL_SCHEMA, json: true };

app.post("/api/workflows", (req, res) => {
  let spec;
  try {
    spec = yaml.load(req.body, LOAD_OPTIONS);
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }
  res.status(201).json({ name: spec.name, steps: (spec.steps || []).length });
});
