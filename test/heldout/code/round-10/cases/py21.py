import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


@app.get("/reports/download")
def download_report():
    name = request.args.get("file")
    if not name:
        abort(400)
    full_path = os.path.join(REPORT_DIR, name)
    if not os.path.exists(full_path):
        abort(404)
    return send_file(full_path, as_attachment=True)
