const express = require("express");
const app = express();
app.use(express.json());

const settings = {};

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

app.put("/settings", (req, res) => {
  deepMerge(settings, JSON.parse(req.body.raw));
  res.json(settings);
});

app.listen(3009);
