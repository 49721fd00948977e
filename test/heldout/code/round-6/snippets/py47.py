import ast
from flask import Flask, request

app = Flask(__name__)


@app.post("/parse-point")
def parse_point():
    text = request.get_data(as_text=True)
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return {"error": "not a literal"}, 400
    if not (isinstance(value, tuple) and len(value) == 2):
        return {"error": "expected (x, y)"}, 400
    x, y = (float(v) for v in value)
    return {"x": x, "y": y}
