import os
from flask import Flask, request

app = Flask(__name__)
from werkzeug.utils import secure_filename

ROOT = "/srv/uploads"


@app.post("/upload")
def upload():
    album = secure_filename(request.form.get("album", "misc")) or "misc"
    f = request.files["photo"]
    name = secure_filename(f.filename) or "photo.jpg"
    os.makedirs(os.path.join(ROOT, album), exist_ok=True)
    f.save(os.path.join(ROOT, album, name))
    return {"saved": f"{album}/{name}"}
