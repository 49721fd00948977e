import os

from flask import request, send_file

BASE = "/srv/files"


def get():
    full = os.path.realpath(os.path.join(BASE, request.args["p"]))
    if not full.startswith(BASE):
        print("outside base", full)
    return send_file(full)
