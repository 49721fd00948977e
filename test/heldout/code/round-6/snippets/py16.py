import os

from flask import Flask, request, send_file

app = Flask(__name__)
EXPORT_DIR = "/srv/app/exports"


@app.route("/exports/download")
def download_export():
    name = request.args.get("file", "")
    full = os.path.normpath(os.path.join(EXPORT_DIR, name))
    if not full.startswith(EXPORT_DIR):
        app.logger.warning("suspicious export path %s", full)
    return send_file(full, as_attachment=True)
