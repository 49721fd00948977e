from pathlib import Path

from flask import Flask, abort, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOAD_ROOT = Path("/srv/uploads")


@app.post("/upload")
def upload():
    f = request.files.get("file")
    if f is None:
        abort(400)
    folder = request.form.get("folder", "misc")
    dest_dir = UPLOAD_ROOT / folder
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / secure_filename(f.filename)
    f.save(dest)
    return jsonify(path=str(dest.relative_to(UPLOAD_ROOT))), 201
