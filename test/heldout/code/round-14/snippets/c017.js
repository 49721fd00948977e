const express = require("express");
const app = express();
app.use(express.json());

const settings = { theme: "light", language: "en", emailNotifications: true };
const STRING_KEYS = ["theme", "language"];

app.patch("/api/settings", (req, res) => {
  const body = req.body || {};
  for (const key of STRING_KEYS) {
    if (typeof body[key] === "string") settings[key] = body[key].slice(0, 32);
  }
  if (typeof body.emailNotifications === "boolean") {
    settings.emailNotifications = body.emailNotifications;
  }
  res.json(settings);
});

app.listen(3000);
