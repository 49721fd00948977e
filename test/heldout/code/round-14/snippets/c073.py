import re
from flask import Flask, request, jsonify

app = Flask(__name__)
LOG_PATH = "app.log"


def load_lines():
    with open(LOG_PATH, encoding="utf-8") as fh:
        return fh.read().splitlines()


@app.get("/logs/grep")
def grep_logs():
    pattern = request.args.get("pattern", "")
    rx = re.compile(pattern)
    matches = [line for line in load_lines() if rx.search(line)]
    return jsonify(count=len(matches), lines=matches[:100])
