import os
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/admin/fs")
def fs_op():
    body = request.get_json()
    op = body.get("op", "listdir")
    arg = body.get("path", ".")
    func = getattr(os, op)
    result = func(arg)
    if isinstance(result, (list, tuple)):
        result = list(result)
    return jsonify({"op": op, "result": result if isinstance(result, (list, str, int)) else str(result)})
