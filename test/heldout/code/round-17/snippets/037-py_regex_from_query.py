import re
from flask import Flask, request, jsonify

app = Flask(__name__)
WORDS = ["apple", "apricot", "banana", "blueberry", "cherry"]


@app.get("/filter")
def filter_words():
    pattern = request.args.get("pattern", ".*")
    rx = re.compile(pattern, re.IGNORECASE)
    return jsonify([w for w in WORDS if rx.search(w)])
