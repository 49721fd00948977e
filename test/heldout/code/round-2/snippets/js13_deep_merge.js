const express = require("express");
const app = express();
app.use(express.json());

const settings = { theme: "light", limits: { upload: 10 } };

function merge(target, source) {
  for (const key in source) {
    if (source[key] && typeof source[key] === "object") {
      target[key] = target[key] || {};
      merge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

app.post("/settings", (req, res) => {
  merge(settings, req.body);
  res.json(settings);
});

app.listen(3000);
