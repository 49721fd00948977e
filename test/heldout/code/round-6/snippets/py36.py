import requests
from flask import Flask, request

app = Flask(__name__)
GEOCODER = "https://geocode.example.com/v1/search"


@app.route("/geocode")
def geocode():
    query = request.args.get("q", "")
    resp = requests.get(GEOCODER, params={"q": query, "limit": 5}, timeout=5, verify=True)
    resp.raise_for_status()
    return {"results": resp.json().get("features", [])}
