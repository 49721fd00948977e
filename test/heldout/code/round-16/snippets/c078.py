import json
import os
import subprocess

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOADS = "/srv/uploads"


@app.post("/media/probe")
def probe():
    f = request.files["media"]
    path = os.path.join(UPLOADS, secure_filename(f.filename) or "upload.bin")
    f.save(path)
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-print_format", "json", "-show_format", path],
        capture_output=True, text=True, timeout=30, check=False,
    )
    info = json.loads(out.stdout or "{}")
    return {"duration": info.get("format", {}).get("duration")}
