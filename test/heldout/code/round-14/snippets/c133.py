import re
from flask import Flask, request, jsonify

app = Flask(__name__)
PRODUCTS = ["Red shirt", "Blue shirt (XL)", "Green hat", "C++ Primer"]


@app.get("/suggest")
def suggest():
    term = request.args.get("q", "")
    rx = re.compile(re.escape(term), re.IGNORECASE)
    return jsonify([p for p in PRODUCTS if rx.search(p)][:10])
