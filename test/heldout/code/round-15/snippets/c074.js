const express = require("express");

const app = express();
app.use(express.json());

const settings = { theme: { color: "blue" }, notifications: { email: true } };
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

function merge(target, source) {
  for (const key of Object.keys(source)) {
    if (FORBIDDEN.has(key)) continue;
    const value = source[key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (!Object.prototype.hasOwnProperty.call(target, key)) target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

app.patch("/settings", (req, res) => res.json(merge(settings, req.body)));

app.listen(3000);
