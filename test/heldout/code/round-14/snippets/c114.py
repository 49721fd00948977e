import os
import httpx

CLIENT_OPTS = {"timeout": 10.0, "verify": True, "http2": False}


async def get_weather(city_id: int) -> dict:
    params = {"id": city_id, "appid": os.environ["WEATHER_API_KEY"], "units": "metric"}
    async with httpx.AsyncClient(**CLIENT_OPTS) as client:
        r = await client.get("https://api.openweathermap.org/data/2.5/weather", params=params)
        r.raise_for_status()
        data = r.json()
    return {"temp": data["main"]["temp"], "desc": data["weather"][0]["description"]}
