import os

from flask import Flask, abort, request

app = Flask(__name__)
BASE = os.path.realpath("/srv/shared")


@app.get("/shared/read")
def read_shared():
    rel = request.args.get("path", "")
    full = os.path.realpath(os.path.join(BASE, rel))
    if os.path.commonpath([BASE, full]) != BASE:
        abort(403)
    if not os.path.isfile(full):
        abort(404)
    with open(full, "r", encoding="utf-8") as fh:
        return {"path": rel, "content": fh.read(100_000)}
