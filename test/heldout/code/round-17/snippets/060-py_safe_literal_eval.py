import ast
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/settings/import")
def import_settings():
    text = request.form.get("settings", "{}")
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return jsonify(error="not a literal"), 400
    if not isinstance(value, dict):
        return jsonify(error="expected a dict"), 400
    return jsonify(keys=sorted(map(str, value)))
