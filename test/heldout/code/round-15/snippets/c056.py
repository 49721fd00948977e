import subprocess
from flask import Flask, request

app = Flask(__name__)
RUN_OPTS = {"shell": True, "check": True, "capture_output": True, "timeout": 60}


@app.post("/thumbnails")
def make_thumbnail():
    upload = request.files["image"]
    name = upload.filename
    upload.save(f"/srv/uploads/{name}")
    proc = subprocess.run(f"convert '/srv/uploads/{name}' -resize 256x256 '/srv/thumbs/{name}'", **RUN_OPTS)
    return {"ok": proc.returncode == 0}
