import logging
import os

from flask import Flask, abort, request

app = Flask(__name__)
log = logging.getLogger(__name__)
DOCS_ROOT = os.path.realpath("/srv/docs")


@app.get("/docs/raw")
def raw_doc():
    rel = request.args.get("path", "index.md")
    full = os.path.realpath(os.path.join(DOCS_ROOT, rel))
    if not full.startswith(DOCS_ROOT + os.sep):
        log.warning("suspicious docs path requested: %s", rel)
    if not os.path.exists(full):
        abort(404)
    with open(full, encoding="utf-8") as fh:
        return fh.read(), 200, {"Content-Type": "text/plain; charset=utf-8"}
