import os
import tarfile
import tempfile
from flask import Flask, request

app = Flask(__name__)
THEMES = "/srv/app/themes"


@app.post("/themes/upload")
def upload_theme():
    f = request.files["theme"]
    fd, tmp = tempfile.mkstemp(suffix=".tar.gz")
    os.close(fd)
    f.save(tmp)
    with tarfile.open(tmp, "r:gz") as tar:
        tar.extractall(path=THEMES)
    os.remove(tmp)
    return {"status": "installed"}
