import ast
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/settings/parse")
def parse_setting():
    raw = request.form.get("value", "")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        value = raw
    return jsonify({"type": type(value).__name__, "value": value if isinstance(value, (int, float, str, list, dict, bool)) else str(value)})
