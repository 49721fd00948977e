from pathlib import Path

from flask import request
from werkzeug.utils import secure_filename

ROOT = Path("/var/app/files")


def save_upload():
    f = request.files["doc"]
    dest = ROOT / request.form["project"] / secure_filename(f.filename)
    with open(dest, "wb") as out:
        out.write(f.read())
