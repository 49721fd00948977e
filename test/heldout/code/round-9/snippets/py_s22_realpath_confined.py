import os
from flask import Flask, request, abort, send_file

app = Flask(__name__)
MEDIA_ROOT = os.path.realpath("/srv/app/media")


@app.get("/media")
def media():
    rel = request.args.get("path", "")
    full = os.path.realpath(os.path.join(MEDIA_ROOT, rel))
    if not full.startswith(MEDIA_ROOT + os.sep):
        abort(403)
    if not os.path.isfile(full):
        abort(404)
    return send_file(full)
