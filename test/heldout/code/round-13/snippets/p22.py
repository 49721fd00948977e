import requests
from flask import Flask, jsonify

app = Flask(__name__)
WEATHER_API = "https://api.weather.example.com/v2/stations/"


@app.get("/stations/<int:station_id>/forecast")
def forecast(station_id: int):
    resp = requests.get(WEATHER_API + str(station_id) + "/forecast", timeout=5)
    if resp.status_code != 200:
        return jsonify(error="upstream unavailable"), 502
    data = resp.json()
    return jsonify(station=station_id, days=data.get("days", [])[:7])
