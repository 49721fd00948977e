import os
import shutil

from flask import request
from werkzeug.utils import secure_filename


def archive():
    src = os.path.join("/srv/inbox", secure_filename(request.form["file"]))
    shutil.copy(src, os.path.join("/srv/archive", request.form["target"]))
    return "ok"
