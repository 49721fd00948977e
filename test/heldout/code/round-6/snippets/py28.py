import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/weather")
def weather():
    body = request.get_json(silent=True) or {}
    station = body.get("station_host", "wx1.internal")
    resp = requests.get(f"http://{station}/v1/current", timeout=3)
    return resp.json()
