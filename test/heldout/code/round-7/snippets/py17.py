import logging
import os
from flask import Flask, request, Response

app = Flask(__name__)
log = logging.getLogger("static")
BASE = os.path.realpath("/srv/public")


@app.get("/assets/<path:rel>")
def asset(rel):
    target = os.path.realpath(os.path.join(BASE, rel))
    if not target.startswith(BASE):
        log.warning("suspicious asset path: %s", rel)
    with open(target, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="application/octet-stream")
