from pathlib import Path

from flask import request
from werkzeug.utils import secure_filename

BASE = Path("/srv/pages")


def page():
    p = BASE / secure_filename(request.args["section"]) / request.args["page"]
    return p.read_text()
