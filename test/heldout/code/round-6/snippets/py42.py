import os

from flask import Flask, abort, request

app = Flask(__name__)
BASE = os.path.realpath("/srv/docs")


@app.route("/docs/raw")
def raw_doc():
    rel = request.args.get("path", "index.md")
    target = os.path.realpath(os.path.join(BASE, rel))
    if os.path.commonpath([BASE, target]) != BASE:
        abort(403)
    with open(target, encoding="utf-8") as fh:
        return fh.read(), 200, {"Content-Type": "text/plain; charset=utf-8"}
