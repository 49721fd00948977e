from flask import Flask, request, jsonify

app = Flask(__name__)

SAFE_GLOBALS = {"__builtins__": {}}


def compute(formula, variables):
    # builtins are removed, so this is "sandboxed"
    return eval(formula, SAFE_GLOBALS, variables)


@app.route("/pricing/preview", methods=["POST"])
def pricing_preview():
    data = request.get_json()
    formula = data["formula"]
    variables = {"base": float(data.get("base", 0)), "qty": int(data.get("qty", 1))}
    try:
        value = compute(formula, variables)
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(price=value)
