import requests
from flask import Flask, request, jsonify

app = Flask(__name__)
WEATHER_API = "https://api.weather.example.com/v1/forecast"


@app.get("/forecast")
def forecast():
    try:
        lat = float(request.args["lat"])
        lon = float(request.args["lon"])
    except (KeyError, ValueError):
        return jsonify(error="lat and lon required"), 400
    r = requests.get(WEATHER_API, params={"lat": lat, "lon": lon}, timeout=5)
    return jsonify(r.json())
