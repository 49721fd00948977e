const express = require("express");
const yaml = require("js-yaml");

const app = express();
app.use(express.text({ type: "application/yaml" }));

const LOAD_OPTS = { schema: yaml.DEFAULT_FULL_SCHEMA };

app.post("/api/config/preview", (req, res) => {
  const cfg = yaml.load(req.body, LOAD_OPTS);
  res.json({ keys: Object.keys(cfg || {}) });
});

app.listen(3000);
