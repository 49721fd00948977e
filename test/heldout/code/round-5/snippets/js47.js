const express = require("express");
const app = express();
app.use(express.json({ limit: "100kb" }));

const ALLOWED_FIELDS = ["displayName", "bio", "timezone", "locale"];

app.patch("/api/profile", (req, res) => {
  const updates = Object.create(null);
  for (const field of ALLOWED_FIELDS) {
    if (typeof req.body[field] === "string") updates[field] = req.body[field].slice(0, 500);
  }
  const profile = Object.assign({}, req.user ? req.user.profile : {}, updates);
  res.json(profile);
});

app.listen(3029);
