import os
from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
STORAGE = "/srv/storage"


@app.get("/files")
def download():
    folder = request.args.get("folder", "public")
    name = secure_filename(request.args.get("name", ""))
    full = os.path.join(STORAGE, folder, name)
    return send_file(full, as_attachment=True)
