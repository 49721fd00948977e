const express = require("express");
const app = express();
app.use(express.json());

function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (source[key] && typeof source[key] === "object") {
      if (!target[key]) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

const settings = { theme: "light", notifications: { email: true } };

app.patch("/settings", (req, res) => {
  deepMerge(settings, JSON.parse(req.body.patch || "{}"));
  res.json(settings);
});
