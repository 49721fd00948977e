const express = require("express");
const app = express();

const prefs = {};

function setPath(obj, path, value) {
  const keys = path.split(".");
  let cur = obj;
  for (let i = 0; i < keys.length - 1; i++) {
    cur[keys[i]] = cur[keys[i]] || {};
    cur = cur[keys[i]];
  }
  cur[keys[keys.length - 1]] = value;
}

app.post("/prefs", express.urlencoded({ extended: false }), (req, res) => {
  setPath(prefs, req.body.path, req.body.value);
  res.json(prefs);
});

app.listen(3001);
