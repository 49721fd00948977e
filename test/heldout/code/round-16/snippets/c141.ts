import type { NextApiRequest, NextApiResponse } from "next";

const WEATHER_API = "https://api.weather.example.com/v3/forecast";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const city = typeof req.query.city === "string" ? req.query.city : "";
  if (!city) {
    res.status(400).json({ error: "city required" });
    return;
  }
  const upstream = await fetch(`${WEATHER_API}/${encodeURIComponent(city)}?units=metric`, {
    headers: { Authorization: `Bearer ${process.env.WEATHER_TOKEN}` },
  });
  if (!upstream.ok) {
    res.status(502).json({ error: "upstream failed" });
    return;
  }
  res.json(await upstream.json());
}
