import os
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/diag")
def diag():
    data = request.get_json()
    fn_name = data.get("probe", "getcwd")
    args = data.get("args", [])
    result = getattr(os, fn_name)(*args)
    return jsonify(result=str(result))
