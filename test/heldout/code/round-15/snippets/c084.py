import os
import subprocess

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOADS = "/srv/uploads"
THUMBS = "/srv/thumbs"


@app.post("/thumbnails")
def thumbnail():
    f = request.files["image"]
    name = secure_filename(f.filename) or "upload.png"
    src = os.path.join(UPLOADS, name)
    f.save(src)
    dst = os.path.join(THUMBS, name)
    subprocess.run(["convert", src, "-resize", "256x256", dst], check=True, timeout=60)
    return {"thumb": name}
