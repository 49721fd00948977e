from flask import Flask, request, jsonify, abort

app = Flask(__name__)


def _status():
    return {"state": "running"}


def _uptime():
    with open("/proc/uptime") as fh:
        return {"seconds": float(fh.read().split()[0])}


HANDLERS = {"status": _status, "uptime": _uptime}


@app.post("/ops/run")
def run_task():
    action = (request.get_json() or {}).get("action", "status")
    handler = HANDLERS.get(action)
    if handler is None:
        abort(404)
    return jsonify(action=action, result=handler())
