import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
EXPORT_DIR = "/srv/exports"


@app.route("/exports/download")
def download_export():
    name = request.args.get("file")
    if not name:
        abort(400)
    full_path = os.path.join(EXPORT_DIR, name)
    if not os.path.isfile(full_path):
        abort(404)
    return send_file(full_path, as_attachment=True)
