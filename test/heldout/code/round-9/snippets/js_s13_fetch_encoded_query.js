const API = "https://api.openweather.example/data/2.5/weather";

async function weatherFor(city) {
  const url = `${API}?q=${encodeURIComponent(city)}&units=metric&appid=${process.env.WEATHER_KEY}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`weather API answered ${res.status}`);
  const data = await res.json();
  return { city: data.name, temp: data.main.temp, sky: data.weather[0].description };
}

module.exports = { weatherFor };
