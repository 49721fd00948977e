const express = require("express");
const app = express();
app.use(express.json());

const defaults = { theme: "light", notifications: { email: true, sms: false } };

function deepMerge(target, source) {
  for (const key in source) {
    if (source[key] && typeof source[key] === "object") {
      if (!target[key]) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

app.patch("/api/settings", (req, res) => {
  const settings = deepMerge({}, defaults);
  deepMerge(settings, req.body);
  res.json(settings);
});

app.listen(3000);
