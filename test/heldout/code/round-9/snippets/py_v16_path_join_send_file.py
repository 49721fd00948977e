import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
EXPORT_DIR = "/srv/app/exports"


@app.get("/exports/download")
def download_export():
    name = request.args.get("file")
    if not name or not name.endswith(".csv"):
        abort(400)
    full_path = os.path.join(EXPORT_DIR, name)
    if not os.path.exists(full_path):
        abort(404)
    return send_file(full_path, mimetype="text/csv", as_attachment=True)
