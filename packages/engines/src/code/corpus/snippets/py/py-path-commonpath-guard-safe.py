import os
from flask import request, abort

BASE = "/srv/files"

@app.route("/read")
def read():
    path = os.path.abspath(os.path.join(BASE, request.args["p"]))
    if os.path.commonpath([BASE, path]) != BASE:
        abort(404)
    return open(path).read()
