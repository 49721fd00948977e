import os
from flask import Flask, request, send_file

app = Flask(__name__)
EXPORT_DIR = "/srv/app/exports"


@app.route("/download")
def download():
    name = request.args.get("file", "")
    if not name.endswith(".csv"):
        return "only csv", 400
    full = os.path.join(EXPORT_DIR, name)
    return send_file(full, as_attachment=True)
