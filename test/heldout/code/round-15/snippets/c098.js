const express = require("express");

const app = express();
app.use(express.json());

const settings = { theme: { color: "blue" }, notifications: { email: true } };

function merge(target, source) {
  for (const key of Object.keys(source)) {
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

app.listen(3000);
