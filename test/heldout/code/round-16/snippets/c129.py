import os
import subprocess

from flask import Flask, request, send_file

app = Flask(__name__)
run = subprocess.run
SHELL_OPTS = {"shell": True, "check": True, "timeout": 60}
WORK = "/srv/thumbs"


@app.post("/thumbnail")
def thumbnail():
    upload = request.files["image"]
    size = request.form.get("size", "256x256")
    src = os.path.join(WORK, "in_" + upload.filename.replace(" ", "_"))
    upload.save(src)
    dst = src + ".thumb.png"
    run(f"convert '{src}' -resize {size} '{dst}'", **SHELL_OPTS)
    return send_file(dst, mimetype="image/png")
