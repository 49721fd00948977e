const express = require("express");
const app = express();

const GEO_API = "https://geocoding-api.open-meteo.com/v1/search";

app.get("/geocode", async (req, res) => {
  const name = String(req.query.name || "").slice(0, 100);
  const r = await fetch(`${GEO_API}?count=5&name=${encodeURIComponent(name)}`);
  if (!r.ok) return res.status(502).json({ error: "upstream" });
  const data = await r.json();
  res.json((data.results || []).map((x) => ({ name: x.name, lat: x.latitude, lon: x.longitude })));
});

app.listen(3026);
