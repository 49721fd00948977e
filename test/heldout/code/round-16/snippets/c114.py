import os

from flask import Flask, abort, request

app = Flask(__name__)
DOCS_ROOT = os.path.realpath("/srv/docs")


@app.get("/docs/raw")
def raw_doc():
    rel = request.args.get("path", "index.md")
    full = os.path.realpath(os.path.join(DOCS_ROOT, rel))
    if os.path.commonpath([DOCS_ROOT, full]) != DOCS_ROOT:
        abort(403)
    if not os.path.isfile(full):
        abort(404)
    with open(full, encoding="utf-8") as fh:
        return fh.read(), 200, {"Content-Type": "text/plain; charset=utf-8"}
