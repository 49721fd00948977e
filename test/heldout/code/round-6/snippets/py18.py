import os
import subprocess
import uuid

from flask import Flask, request

app = Flask(__name__)
THUMBS = "/var/thumbs"


@app.post("/thumbnail")
def thumbnail():
    upload = request.files["image"]
    src = os.path.join("/tmp", upload.filename)
    upload.save(src)
    dst = os.path.join(THUMBS, f"{uuid.uuid4().hex}.png")
    subprocess.run(f"convert {src} -thumbnail 200x200 {dst}", shell=True, check=True)
    return {"thumb": os.path.basename(dst)}
