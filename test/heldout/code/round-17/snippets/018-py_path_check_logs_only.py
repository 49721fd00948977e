import os
import logging
from flask import Flask, request

app = Flask(__name__)
log = logging.getLogger("docs")
DOC_ROOT = os.path.realpath("/srv/docs")


@app.get("/docs/raw")
def raw_doc():
    rel = request.args.get("p", "index.md")
    target = os.path.realpath(os.path.join(DOC_ROOT, rel))
    if not target.startswith(DOC_ROOT + os.sep):
        log.error("path outside docs: %s", target)
    with open(target, encoding="utf-8") as fh:
        return fh.read(), 200, {"Content-Type": "text/plain"}
