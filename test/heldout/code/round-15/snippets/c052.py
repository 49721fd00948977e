import re

from flask import Flask, jsonify, request

app = Flask(__name__)
CITIES = ["Amsterdam", "Berlin", "Bern", "Bergen", "Lisbon", "Lyon"]


@app.get("/cities/suggest")
def suggest():
    prefix = request.args.get("q", "")[:40]
    pattern = re.compile("^" + re.escape(prefix), re.IGNORECASE)
    return jsonify([c for c in CITIES if pattern.match(c)])
