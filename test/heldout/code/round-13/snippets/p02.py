import ast
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/parse-literal")
def parse_literal():
    raw = request.get_data(as_text=True)
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return jsonify({"error": "not a Python literal"}), 400
    return jsonify({"type": type(value).__name__, "value": repr(value)})
