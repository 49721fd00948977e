import operator
from flask import Flask, request, abort

app = Flask(__name__)

OPS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
}


@app.get("/math/<op>")
def compute(op):
    fn = OPS.get(op)
    if fn is None:
        abort(404)
    a = float(request.args.get("a", 0))
    b = float(request.args.get("b", 0))
    return {"op": op, "result": fn(a, b)}
