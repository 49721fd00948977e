import operator
from flask import Flask, request, jsonify

app = Flask(__name__)

OPS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "div": operator.truediv,
}


@app.get("/calc")
def calc():
    op = OPS.get(request.args.get("op", "add"))
    if op is None:
        return jsonify(error="unknown op"), 400
    a = float(request.args.get("a", 0))
    b = float(request.args.get("b", 0))
    return jsonify(result=op(a, b))
