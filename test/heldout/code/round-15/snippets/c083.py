from urllib.parse import quote

import requests
from flask import Flask, request

app = Flask(__name__)
GEO_API = "https://geo.example.com/v1/"


@app.get("/stores/<int:store_id>/geocode")
def geocode_store(store_id):
    street = request.args.get("street", "")
    url = GEO_API + "stores/" + str(store_id) + "/lookup/" + quote(street, safe="")
    r = requests.get(url, timeout=5)
    r.raise_for_status()
    return r.json()
