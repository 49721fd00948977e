import os

from flask import Flask, abort, request

app = Flask(__name__)
DOCS_ROOT = os.path.realpath("/srv/app/docs")


@app.get("/docs/raw")
def raw_doc():
    rel = request.args.get("p", "index.md")
    full = os.path.realpath(os.path.join(DOCS_ROOT, rel))
    if not full.startswith(DOCS_ROOT + os.sep):
        abort(404)
    if not os.path.isfile(full):
        abort(404)
    with open(full, encoding="utf-8") as fh:
        return fh.read(), 200, {"Content-Type": "text/markdown; charset=utf-8"}
