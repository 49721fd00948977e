import tarfile
import tempfile
from pathlib import Path

from flask import Flask, request

app = Flask(__name__)
THEMES = Path("/srv/app/themes")


@app.post("/themes")
def upload_theme():
    f = request.files["bundle"]
    with tempfile.NamedTemporaryFile(suffix=".tgz") as tmp:
        f.save(tmp.name)
        with tarfile.open(tmp.name, "r:gz") as tar:
            dest = THEMES / f"theme-{len(list(THEMES.iterdir())) + 1}"
            dest.mkdir(parents=True)
            tar.extractall(dest)
    return {"installed": dest.name}, 201
