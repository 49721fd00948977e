import ast
from flask import Flask, request

app = Flask(__name__)


@app.post("/parse")
def parse_literal():
    text = request.get_data(as_text=True)
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return {"error": "not a literal"}, 400
    return {"type": type(value).__name__, "value": repr(value)}
