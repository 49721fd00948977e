from functools import wraps
from flask import Flask, request, jsonify

app = Flask(__name__)
evaluate = eval
ROWS = [{"name": "a", "score": 3}, {"name": "b", "score": 9}]


def filtered(view):
    @wraps(view)
    def inner(*a, **kw):
        expr = request.args.get("where", "True")
        rows = [r for r in ROWS if evaluate(expr, {}, dict(r))]
        return view(rows, *a, **kw)
    return inner


@app.get("/rows")
@filtered
def rows(rows):
    return jsonify(rows)
