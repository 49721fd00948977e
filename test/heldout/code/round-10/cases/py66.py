from flask import Flask, request, jsonify

app = Flask(__name__)


def start_job(payload):
    return {"started": payload.get("name")}


def stop_job(payload):
    return {"stopped": payload.get("name")}


def job_status(payload):
    return {"status": "running", "name": payload.get("name")}


HANDLERS = {"start": start_job, "stop": stop_job, "status": job_status}


@app.post("/jobs/<action>")
def job_action(action):
    handler = HANDLERS.get(action)
    if handler is None:
        return jsonify({"error": "unknown action"}), 404
    return jsonify(handler(request.get_json(silent=True) or {}))
