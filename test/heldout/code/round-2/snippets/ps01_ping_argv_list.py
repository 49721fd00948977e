import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/diag/ping")
def ping():
    host = request.args.get("host", "localhost")
    out = subprocess.run(["ping", "-c", "1", "--", host], capture_output=True, text=True, timeout=5)
    return out.stdout
