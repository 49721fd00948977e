import operator

from flask import Flask, abort, request

app = Flask(__name__)

OPS = {"add": operator.add, "sub": operator.sub, "mul": operator.mul}


@app.route("/op", methods=["POST"])
def op():
    fn = OPS.get(request.form["op"])
    if fn is None:
        abort(400)
    return str(fn(int(request.form["a"]), int(request.form["b"])))
