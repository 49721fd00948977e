import shlex
import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/dns")
def dns_lookup():
    name = request.args.get("name", "example.com")
    cmd = "dig +short " + shlex.quote(name)
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10)
    return jsonify(name=name, answers=out.stdout.split())
