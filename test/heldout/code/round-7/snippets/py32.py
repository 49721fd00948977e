import importlib
from flask import Flask, request, abort

app = Flask(__name__)


@app.post("/plugins/run")
def run_plugin():
    data = request.get_json() or {}
    module_name = data.get("module")
    func_name = data.get("function", "main")
    if not module_name:
        abort(400)
    module = importlib.import_module(module_name)
    func = getattr(module, func_name)
    result = func(*data.get("args", []))
    return {"result": repr(result)}
