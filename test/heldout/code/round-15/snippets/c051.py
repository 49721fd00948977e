import re

from flask import Flask, jsonify, request

app = Flask(__name__)
LOG_LINES = open("/var/log/app/recent.log", encoding="utf-8").read().splitlines()


@app.get("/logs/grep")
def grep_logs():
    pattern = re.compile(request.args.get("pattern", ".*"))
    hits = [line for line in LOG_LINES if pattern.search(line)]
    return jsonify(count=len(hits), lines=hits[:200])
