import ast
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/bulk/tag")
def bulk_tag():
    raw_ids = request.form.get("ids", "[]")
    try:
        ids = ast.literal_eval(raw_ids)
    except (ValueError, SyntaxError):
        return jsonify({"error": "ids must be a list literal"}), 400
    if not isinstance(ids, list) or not all(isinstance(i, int) for i in ids):
        return jsonify({"error": "ids must be integers"}), 400
    return jsonify({"tagged": len(ids)})
