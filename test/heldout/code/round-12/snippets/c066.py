import json
import os
import subprocess
import uuid

from flask import Flask, jsonify, request

app = Flask(__name__)
UPLOAD_DIR = "/srv/uploads"


@app.post("/media/probe")
def probe():
    f = request.files["media"]
    path = os.path.join(UPLOAD_DIR, f"{uuid.uuid4().hex}.bin")
    f.save(path)
    proc = subprocess.run(
        ["ffprobe", "-v", "error", "-show_format", "-of", "json", path],
        capture_output=True, text=True, check=True, timeout=30,
    )
    info = json.loads(proc.stdout)["format"]
    return jsonify(duration=float(info.get("duration", 0)), format=info.get("format_name"))
