import os
from flask import Flask, request, abort, send_file

app = Flask(__name__)
ROOT = os.path.realpath("/srv/static/docs")


@app.route("/doc")
def doc():
    requested = request.args.get("p", "index.html")
    full = os.path.realpath(os.path.join(ROOT, requested))
    if not full.startswith(ROOT + os.sep):
        abort(404)
    return send_file(full)
