import subprocess
import uuid
from flask import Flask, request

app = Flask(__name__)

RUN_OPTS = {"shell": True, "check": True, "timeout": 60}


@app.post("/thumbnails")
def thumbnail():
    src = request.form["source_path"]
    size = request.form.get("size", "128x128")
    out = f"/tmp/thumb-{uuid.uuid4().hex}.png"
    subprocess.check_call("convert " + src + " -resize " + size + " " + out, **RUN_OPTS)
    return {"thumbnail": out}
