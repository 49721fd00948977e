const express = require("express");
const app = express();
app.use(express.json());

const settings = { theme: { mode: "light" }, notifications: { email: true } };

function merge(target, source) {
  for (const key in source) {
    if (source[key] && typeof source[key] === "object") {
      if (!target[key]) target[key] = {};
      merge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

app.patch("/settings", (req, res) => {
  merge(settings, req.body);
  res.json(settings);
});

module.exports = app;
