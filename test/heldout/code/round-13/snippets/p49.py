from flask import Flask, request, jsonify

import ops_tasks

app = Flask(__name__)


@app.post("/ops/run")
def run_task():
    body = request.get_json()
    action = body.get("action", "status")
    func = getattr(ops_tasks, action)
    result = func(*body.get("args", []))
    return jsonify(action=action, result=result)
