import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
REPORTS_DIR = os.path.realpath("/var/app/reports")


@app.get("/reports/download")
def download_report():
    name = request.args.get("file", "")
    full = os.path.realpath(os.path.join(REPORTS_DIR, name))
    if not full.startswith(REPORTS_DIR + os.sep):
        abort(403)
    if not os.path.isfile(full):
        abort(404)
    return send_file(full, as_attachment=True)
