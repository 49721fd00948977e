import uuid
from pathlib import Path

from flask import Flask, abort, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOAD_DIR = Path("/srv/uploads")
ALLOWED_EXT = {".png", ".jpg", ".jpeg", ".pdf"}


@app.post("/upload")
def upload():
    f = request.files.get("file")
    if f is None or not f.filename:
        abort(400)
    name = secure_filename(f.filename)
    if Path(name).suffix.lower() not in ALLOWED_EXT:
        abort(415)
    stored = f"{uuid.uuid4().hex}_{name}"
    f.save(UPLOAD_DIR / stored)
    return jsonify(id=stored), 201
