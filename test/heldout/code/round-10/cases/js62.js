const express = require("express");
const app = express();

const GEO_API = "https://geo.example.com/v2/lookup";

app.get("/geo", async (req, res) => {
  const city = String(req.query.city || "");
  const r = await fetch(`${GEO_API}?city=${encodeURIComponent(city)}&limit=5`, {
    headers: { Authorization: `Bearer ${process.env.GEO_API_TOKEN}` },
  });
  res.status(r.status).json(await r.json());
});

app.listen(3104);
