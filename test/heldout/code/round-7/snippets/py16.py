import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
REPORT_DIR = "/var/app/reports"


@app.get("/reports/download")
def download():
    name = request.args.get("file")
    if not name:
        abort(400)
    if not name.endswith(".pdf"):
        abort(400)
    full = os.path.join(REPORT_DIR, name)
    if not os.path.exists(full):
        abort(404)
    return send_file(full, mimetype="application/pdf")
