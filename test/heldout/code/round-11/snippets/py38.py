import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORT_DIR = os.path.realpath("/srv/reports")


@app.get("/reports/download")
def download_report():
    name = request.args.get("name", "")
    path = os.path.realpath(os.path.join(REPORT_DIR, name))
    if os.path.commonpath([REPORT_DIR, path]) != REPORT_DIR:
        abort(404)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)
