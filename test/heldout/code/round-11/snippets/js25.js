const express = require("express");
const app = express();

const WEATHER_API = "https://api.weather.example.com/v2";

app.get("/api/weather/:city", async (req, res) => {
  const url = `${WEATHER_API}/current?city=${encodeURIComponent(req.params.city)}&units=metric`;
  const upstream = await fetch(url, {
    headers: { "x-api-key": process.env.WEATHER_KEY },
    signal: AbortSignal.timeout(5000),
  });
  if (!upstream.ok) return res.status(502).json({ error: "weather service unavailable" });
  const data = await upstream.json();
  res.json({ city: data.name, tempC: data.main.temp });
});

app.listen(3000);
