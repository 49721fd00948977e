import os

from flask import Flask, request, send_from_directory, abort
from werkzeug.utils import secure_filename

app = Flask(__name__)
REPORTS = "/srv/reports"


@app.route("/reports/<path:name>")
def report(name):
    safe = secure_filename(name)
    if not safe.endswith(".pdf"):
        abort(404)
    return send_from_directory(REPORTS, safe, as_attachment=True)
