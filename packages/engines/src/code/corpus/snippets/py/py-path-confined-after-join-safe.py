import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
BASE = os.path.realpath("/srv/reports")


@app.route("/report")
def report():
    full = os.path.realpath(os.path.join(BASE, request.args["team"], request.args["file"]))
    if not full.startswith(BASE + os.sep):
        abort(404)
    return send_file(full)
