import os
from flask import Flask, request, send_file, abort
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/var/app/exports"


@app.get("/exports/download")
def download_export():
    folder = request.args.get("team", "default")
    name = secure_filename(request.args.get("file", ""))
    if not name:
        abort(400)
    path = os.path.join(BASE, folder, name)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)
