import os
import shutil

from flask import Flask, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
ROOT = "/srv/shared"


@app.post("/files/op")
def file_op():
    body = request.get_json()
    op = getattr(shutil, body["op"])
    src = os.path.join(ROOT, secure_filename(body["src"]))
    dst = os.path.join(ROOT, secure_filename(body["dst"]))
    op(src, dst)
    return jsonify(ok=True, op=body["op"])
