import os
from flask import Flask, request, send_from_directory, abort
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOADS = "/srv/app/uploads"


@app.post("/upload")
def upload():
    f = request.files.get("file")
    if f is None or not f.filename:
        abort(400)
    name = secure_filename(f.filename)
    f.save(os.path.join(UPLOADS, name))
    return {"stored": name}


@app.get("/files/<name>")
def get_file(name):
    return send_from_directory(UPLOADS, secure_filename(name))
