import os

from flask import abort, request, send_file

BASE = "/srv/files"


def get():
    full = os.path.realpath(os.path.join(BASE, request.args["p"]))
    if not full.startswith(BASE + os.sep):
        abort(403)
    return send_file(full)
