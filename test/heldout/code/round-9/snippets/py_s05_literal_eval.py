import ast
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/tools/parse-list")
def parse_list():
    text = request.get_data(as_text=True)
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return jsonify(error="not a Python literal"), 400
    if not isinstance(value, (list, tuple)):
        return jsonify(error="expected a list"), 400
    return jsonify(items=list(value), count=len(value))
