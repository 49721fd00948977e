import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/diag/ping")
def ping():
    host = request.args.get("host", "localhost")
    out = subprocess.run(f"ping -c 1 {host}", shell=True, capture_output=True, text=True)
    return out.stdout
