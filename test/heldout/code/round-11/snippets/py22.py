import subprocess
from pathlib import Path

from flask import Flask, jsonify, request

app = Flask(__name__)
UPLOADS = Path("/srv/media/uploads")
RUN_OPTS = {"shell": True, "capture_output": True, "text": True, "timeout": 120}


def convert(src: str, fmt: str):
    cmd = f"ffmpeg -y -i {src} /srv/media/out/output.{fmt}"
    return subprocess.run(cmd, **RUN_OPTS)


@app.post("/media/convert")
def convert_upload():
    name = request.form["file"]
    fmt = request.form.get("format", "mp4")
    proc = convert(str(UPLOADS / Path(name).name), fmt)
    return jsonify(ok=proc.returncode == 0, log=proc.stderr[-2000:])
