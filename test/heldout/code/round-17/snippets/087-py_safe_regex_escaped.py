import re
from flask import Flask, request, jsonify

app = Flask(__name__)
TITLES = ["Intro to C++", "C# basics", "Python (advanced)", "Go: the good parts"]


@app.get("/titles")
def titles():
    term = re.escape(request.args.get("q", ""))
    rx = re.compile(term, re.IGNORECASE)
    return jsonify([t for t in TITLES if rx.search(t)])
