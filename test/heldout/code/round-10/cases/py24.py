import json
import urllib.request

from flask import Flask, request

app = Flask(__name__)


@app.get("/cluster/node-status")
def node_status():
    host = request.args["host"]
    port = int(request.args.get("port", "9100"))
    with urllib.request.urlopen(f"http://{host}:{port}/status", timeout=3) as resp:
        data = json.loads(resp.read())
    return {"host": host, "healthy": data.get("ok", False)}
