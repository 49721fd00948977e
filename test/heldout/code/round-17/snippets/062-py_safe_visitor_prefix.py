from flask import Flask, request, jsonify

app = Flask(__name__)


class Calculator:
    def op_add(self, a, b):
        return a + b

    def op_sub(self, a, b):
        return a - b

    def op_mul(self, a, b):
        return a * b

    def apply(self, name, a, b):
        method = getattr(self, "op_" + name, None)
        if method is None:
            raise ValueError("unknown op")
        return method(a, b)


@app.get("/calc")
def calc():
    q = request.args
    return jsonify(Calculator().apply(q.get("op", "add"), float(q["a"]), float(q["b"])))
