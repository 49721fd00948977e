import shutil
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/files/op", methods=["POST"])
def file_op():
    payload = request.get_json(force=True)
    op_name = payload.get("op", "copy")
    src, dst = payload["src"], payload["dst"]
    try:
        op = getattr(shutil, op_name)
    except AttributeError:
        abort(400)
    op(src, dst)
    return {"status": "ok", "op": op_name}
