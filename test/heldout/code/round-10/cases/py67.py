import operator
from flask import Flask, request, jsonify, abort

app = Flask(__name__)

ALLOWED_OPS = {"add", "sub", "mul", "truediv"}


@app.get("/calc")
def calc():
    op = request.args.get("op", "add")
    if op not in ALLOWED_OPS:
        abort(400)
    a = float(request.args.get("a", 0))
    b = float(request.args.get("b", 0))
    return jsonify({"result": getattr(operator, op)(a, b)})
