import os

from flask import request
from werkzeug.utils import secure_filename


def upload():
    f = request.files["file"]
    f.save(os.path.join("/srv/up", request.form["folder"], secure_filename(f.filename)))
    return "stored"
