import os
from urllib.parse import quote

import requests
from fastapi import FastAPI, Query

app = FastAPI()
WEATHER_API = "https://api.weather.example.com/v2"


@app.get("/forecast")
def forecast(city: str = Query(..., min_length=2, max_length=80), units: str = Query("metric")):
    r = requests.get(
        f"{WEATHER_API}/forecast/{quote(city, safe='')}",
        params={"units": units, "key": os.environ["WEATHER_KEY"]},
        timeout=5,
    )
    r.raise_for_status()
    return r.json()
