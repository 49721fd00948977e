import requests
from flask import Flask, request, jsonify, abort

app = Flask(__name__)

UPSTREAMS = {
    "weather": "https://api.weather-example.com/v3/current",
    "fx": "https://api.fx-example.com/latest",
    "holidays": "https://api.holidays-example.com/v1/list",
}


@app.get("/proxy/<service>")
def proxy(service):
    url = UPSTREAMS.get(service)
    if url is None:
        abort(404)
    params = {k: v for k, v in request.args.items() if k in ("city", "base", "country")}
    r = requests.get(url, params=params, timeout=8)
    return jsonify(r.json()), r.status_code
