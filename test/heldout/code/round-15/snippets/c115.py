import os
from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
EXPORT_ROOT = "/var/app/exports"


@app.get("/exports/download")
def download_export():
    folder = secure_filename(request.args.get("team", "default"))
    name = request.args["file"]
    path = os.path.join(EXPORT_ROOT, folder, name)
    if not os.path.exists(path):
        return {"error": "not found"}, 404
    return send_file(path, as_attachment=True)
