const express = require("express");
const yaml = require("js-yaml");

const app = express();
app.use(express.text({ type: "application/yaml" }));

app.post("/api/config/preview", (req, res) => {
  let cfg;
  try {
    cfg = yaml.load(req.body, { schema: yaml.JSON_SCHEMA });
  } catch (e) {
    return res.status(422).json({ error: e.message });
  }
  res.json({ keys: Object.keys(cfg || {}) });
});

app.listen(3000);
