import importlib
from flask import Flask, request

app = Flask(__name__)


@app.route("/plugins/run", methods=["POST"])
def run_plugin():
    module_name = request.json["plugin"]
    func_name = request.json.get("entry", "main")
    mod = importlib.import_module(module_name)
    func = getattr(mod, func_name)
    return {"output": func(request.json.get("args", {}))}
