import operator
from flask import Flask, request, jsonify, abort

app = Flask(__name__)

OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "max": max,
}


@app.post("/compute")
def compute():
    body = request.get_json()
    fn = OPERATIONS.get(body.get("op"))
    if fn is None:
        abort(400)
    a, b = float(body["a"]), float(body["b"])
    return jsonify(result=fn(a, b))
