import os

from flask import Flask, request, send_file

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


@app.get("/reports/download")
def download_report():
    name = request.args.get("name", "")
    path = os.path.join(REPORT_DIR, name)
    if not os.path.abspath(path).startswith(REPORT_DIR):
        app.logger.warning("suspicious report path requested: %s", name)
    return send_file(path, as_attachment=True)
