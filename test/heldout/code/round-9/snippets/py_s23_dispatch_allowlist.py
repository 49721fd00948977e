from flask import Flask, request, abort, jsonify

app = Flask(__name__)


class Calculator:
    ALLOWED = ("add", "sub", "mul")

    def do_add(self, a, b):
        return a + b

    def do_sub(self, a, b):
        return a - b

    def do_mul(self, a, b):
        return a * b


@app.get("/calc/<op>")
def calc(op):
    if op not in Calculator.ALLOWED:
        abort(404)
    a = request.args.get("a", type=float, default=0.0)
    b = request.args.get("b", type=float, default=0.0)
    handler = getattr(Calculator(), "do_" + op)
    return jsonify(result=handler(a, b))
