import re

from flask import Flask, jsonify, request

app = Flask(__name__)
CITIES = ["Amsterdam", "Berlin", "Bern", "Barcelona", "Brussels", "Bratislava"]


@app.get("/cities")
def cities():
    q = request.args.get("q", "")
    rx = re.compile(re.escape(q), re.IGNORECASE)
    return jsonify([c for c in CITIES if rx.search(c)][:10])
