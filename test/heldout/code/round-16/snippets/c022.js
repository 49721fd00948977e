const express = require("express");
const app = express();
app.use(express.json());

const settings = { theme: "light", language: "en", emailNotifications: true };
const ALLOWED = {
  theme: (v) => ["light", "dark"].includes(v),
  language: (v) => ["en", "de", "fr"].includes(v),
  emailNotifications: (v) => typeof v === "boolean",
};

app.patch("/settings", (req, res) => {
  for (const [key, valid] of Object.entries(ALLOWED)) {
    if (Object.prototype.hasOwnProperty.call(req.body, key) && valid(req.body[key])) {
      settings[key] = req.body[key];
    }
  }
  res.json(settings);
});

module.exports = app;
