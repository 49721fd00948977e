const express = require("express");
const app = express();
app.use(express.json());

const ALLOWED = ["theme", "language", "timezone"];

app.patch("/api/settings", (req, res) => {
  const settings = Object.create(null);
  settings.theme = "light";
  settings.language = "en";
  settings.timezone = "UTC";
  for (const key of ALLOWED) {
    if (typeof req.body[key] === "string") settings[key] = req.body[key].slice(0, 64);
  }
  res.json({ ...settings });
});

app.listen(3000);
