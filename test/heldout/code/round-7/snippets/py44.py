import os
from flask import Flask, abort, send_file

app = Flask(__name__)
DOCS_ROOT = os.path.realpath("/srv/docs")


@app.get("/docs/<path:rel>")
def doc(rel):
    target = os.path.realpath(os.path.join(DOCS_ROOT, rel))
    if os.path.commonpath([DOCS_ROOT, target]) != DOCS_ROOT:
        abort(404)
    if not os.path.isfile(target):
        abort(404)
    return send_file(target)
