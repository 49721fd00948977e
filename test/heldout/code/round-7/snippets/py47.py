import httpx
from fastapi import FastAPI

app = FastAPI()
WEATHER_API = "https://api.open-meteo.com/v1/forecast"


@app.get("/weather/{city_id}")
async def weather(city_id: int, lat: float, lon: float):
    params = {"latitude": lat, "longitude": lon, "current_weather": "true"}
    async with httpx.AsyncClient(timeout=5) as client:
        r = await client.get(WEATHER_API, params=params)
    r.raise_for_status()
    return {"city": city_id, "current": r.json().get("current_weather")}
