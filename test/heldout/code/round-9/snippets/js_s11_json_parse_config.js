const express = require("express");
const app = express();

app.use(express.text({ type: "*/*", limit: "64kb" }));

app.post("/widgets/config", (req, res) => {
  let config;
  try {
    config = JSON.parse(req.body);
  } catch (e) {
    return res.status(400).json({ error: "config must be JSON" });
  }
  const columns = Array.isArray(config.columns) ? config.columns.slice(0, 12) : [];
  res.json({ columns, refresh: Number(config.refresh) || 60 });
});

module.exports = app;
