const express = require("express");
const app = express();
app.use(express.json());

const prefs = {};

function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (!target[key]) target[key] = {};
      deepMerge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

app.patch("/api/preferences", (req, res) => {
  const current = prefs[req.user.id] || (prefs[req.user.id] = {});
  deepMerge(current, req.body);
  res.json(current);
});
