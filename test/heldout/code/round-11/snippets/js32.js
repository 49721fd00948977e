const express = require("express");
const app = express();
app.use(express.json());

const BLOCKED = new Set(["__proto__", "constructor", "prototype"]);
const prefs = new Map();

function safeMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (BLOCKED.has(key)) continue;
    const value = source[key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (!Object.prototype.hasOwnProperty.call(target, key)) target[key] = Object.create(null);
      safeMerge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

app.patch("/api/preferences", (req, res) => {
  if (!prefs.has(req.user.id)) prefs.set(req.user.id, Object.create(null));
  res.json(safeMerge(prefs.get(req.user.id), req.body));
});
