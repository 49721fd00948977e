import shlex
import subprocess

from flask import Flask, request, jsonify

app = Flask(__name__)
LOG_FILE = "/var/log/app/app.log"


@app.get("/logs/count")
def count_matches():
    term = request.args.get("term", "")
    cmd = f"grep -c -- {shlex.quote(term)} {LOG_FILE}"
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return jsonify({"term": term, "count": int(proc.stdout.strip() or 0)})
