import shutil
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/files/op")
def file_op():
    body = request.get_json()
    op_name = body["op"]          # e.g. "copy", "move"
    src = body["src"]
    dst = body["dst"]
    operation = getattr(shutil, op_name)
    operation(src, dst)
    return jsonify({"ok": True, "op": op_name})
