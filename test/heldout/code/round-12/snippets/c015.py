import re

from flask import Flask, jsonify, request

app = Flask(__name__)

with open("/var/log/app/access.log", encoding="utf-8") as fh:
    LINES = fh.read().splitlines()[-5000:]


@app.get("/admin/logs/grep")
def grep_logs():
    pattern = request.args.get("pattern", ".*")
    rx = re.compile(pattern)
    hits = [line for line in LINES if rx.search(line)]
    return jsonify(count=len(hits), lines=hits[:200])
