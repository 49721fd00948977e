import os
import subprocess
import uuid

from flask import Flask, request, send_file

app = Flask(__name__)
UPLOADS = "/tmp/uploads"


@app.post("/thumbnail")
def thumbnail():
    f = request.files["image"]
    src = os.path.join(UPLOADS, f.filename)
    f.save(src)
    dst = os.path.join(UPLOADS, uuid.uuid4().hex + ".png")
    subprocess.run(f"convert '{src}' -thumbnail 200x200 {dst}", shell=True, check=True)
    return send_file(dst, mimetype="image/png")
