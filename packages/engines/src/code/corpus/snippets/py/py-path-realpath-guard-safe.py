import os
from flask import request, abort

BASE = "/srv/files"

@app.route("/read")
def read():
    path = os.path.realpath(os.path.join(BASE, request.args["p"]))
    if not path.startswith(BASE + os.sep):
        abort(403)
    with open(path) as fh:
        return fh.read()
