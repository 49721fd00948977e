import shlex
import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/tools/log-count")
def log_count():
    term = request.args.get("q", "")
    cmd = "grep -c -- " + shlex.quote(term) + " /var/log/app/access.log"
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=15)
    return jsonify(output=out.stdout)
