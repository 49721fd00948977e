import os
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/diagnostics/ping")
def ping():
    host = request.args.get("host", "127.0.0.1")
    count = 3
    output = os.popen("ping -c " + str(count) + " " + host).read()
    ok = " 0% packet loss" in output
    return jsonify(host=host, reachable=ok, raw=output)
