const express = require("express");
const app = express();

const WEATHER_API = "https://api.weather.example.com/v2/forecast";

app.get("/forecast", async (req, res) => {
  const city = String(req.query.city || "Paris");
  const url = `${WEATHER_API}?city=${encodeURIComponent(city)}&units=metric`;
  const upstream = await fetch(url, { headers: { accept: "application/json" } });
  if (!upstream.ok) return res.status(502).json({ error: "upstream" });
  res.json(await upstream.json());
});

app.listen(3013);
