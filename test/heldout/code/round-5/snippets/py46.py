import os
import shlex
import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/media/duration")
def duration():
    filename = request.form["filename"]
    cmd = "ffprobe -v error -show_entries format=duration -of csv=p=0 " + shlex.quote(
        "/srv/media/" + os.path.basename(filename)
    )
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=20)
    return jsonify({"seconds": float(out.stdout.strip() or 0)})
