import json
import urllib.parse
import urllib.request

from flask import Flask, request

app = Flask(__name__)
WEATHER_API = "https://api.weather.example.com/v1/current"


@app.get("/weather")
def weather():
    city = request.args.get("city", "Berlin")
    url = WEATHER_API + "?" + urllib.parse.urlencode({"q": city, "units": "metric"})
    with urllib.request.urlopen(url, timeout=5) as resp:
        data = json.loads(resp.read())
    return {"city": city, "temp": data.get("temp")}
