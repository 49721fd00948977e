from flask import Flask, request, abort

import maintenance

app = Flask(__name__)


@app.post("/admin/maintenance")
def run_task():
    task = request.form.get("task", "")
    if task.startswith("_"):
        abort(400)
    handler = getattr(maintenance, task, None)
    if handler is None:
        abort(404)
    return {"result": handler()}
