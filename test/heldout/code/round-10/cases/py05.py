from flask import Flask, request, jsonify

app = Flask(__name__)

# shorthand used by the pricing rules below
calc = eval

DEFAULT_RULE = "base * 1.0"


@app.post("/pricing/preview")
def preview_price():
    payload = request.get_json(force=True)
    rule = payload.get("rule", DEFAULT_RULE)
    base = float(payload.get("base", 0))
    try:
        price = calc(rule, {"__builtins__": {}}, {"base": base})
    except Exception as exc:  # noqa: BLE001
        return jsonify({"error": str(exc)}), 400
    return jsonify({"price": round(price, 2)})
