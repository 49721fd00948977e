from flask import Flask, request, jsonify

app = Flask(__name__)

SAFE_GLOBALS = {"__builtins__": {}, "min": min, "max": max, "abs": abs}


@app.post("/alerts/evaluate")
def evaluate_alert():
    body = request.get_json()
    expression = body["condition"]          # e.g. "cpu > 90 and mem > 80"
    metrics = body.get("metrics", {})
    compiled = compile(expression, "<alert>", "eval")
    fired = bool(eval(compiled, SAFE_GLOBALS, metrics))
    return jsonify({"fired": fired})
