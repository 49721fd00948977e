import os

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/admin/fs")
def fs_action():
    """Small admin helper: run an os function on a path, e.g. ?action=listdir&target=/var/log"""
    action = request.args.get("action", "listdir")
    target = request.args.get("target", ".")
    handler = getattr(os, action)
    try:
        result = handler(target)
    except OSError as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"action": action, "result": str(result)})


if __name__ == "__main__":
    app.run(port=5001)
