import os
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/tools/dns")
def dns_lookup():
    domain = request.args.get("domain", "example.com")
    record = request.args.get("type", "A")
    with os.popen("dig +short " + record + " " + domain) as pipe:
        answers = [line.strip() for line in pipe if line.strip()]
    return jsonify({"domain": domain, "answers": answers})
