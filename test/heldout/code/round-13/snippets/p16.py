import shlex
import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/diagnostics/dns")
def dns_lookup():
    host = request.args.get("host", "example.com")
    cmd = "nslookup " + shlex.quote(host)
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10)
    return jsonify({"host": host, "output": proc.stdout.splitlines()})
