import subprocess
import uuid
from flask import Flask, request, send_file

app = Flask(__name__)
RUN_IN_SHELL = True


@app.post("/thumbnails")
def make_thumbnail():
    source_url = request.form["source"]
    out = f"/tmp/thumb-{uuid.uuid4().hex}.png"
    cmd = "convert '" + source_url + "' -thumbnail 128x128 " + out
    subprocess.check_call(cmd, shell=RUN_IN_SHELL, timeout=20)
    return send_file(out, mimetype="image/png")
