const express = require("express");
const app = express();

app.use((req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  next();
});

app.get("/old-docs/*", (req, res) => {
  const rest = req.params[0].split("/").map(encodeURIComponent).join("/");
  res.redirect(301, "https://docs.example.com/v2/" + rest);
});

app.get("/healthz", (req, res) => res.json({ ok: true }));

app.listen(3030);
