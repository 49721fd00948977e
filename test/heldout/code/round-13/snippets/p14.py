import os
import subprocess
import uuid
from flask import Flask, request

app = Flask(__name__)
UPLOADS = "/srv/uploads"


@app.post("/thumbnail")
def thumbnail():
    f = request.files["image"]
    token = uuid.uuid4().hex
    src = os.path.join(UPLOADS, token + ".bin")
    dst = os.path.join(UPLOADS, token + "_thumb.png")
    f.save(src)
    proc = subprocess.run(
        ["convert", src, "-resize", "200x200", dst],
        capture_output=True, timeout=30, check=False,
    )
    if proc.returncode != 0:
        return {"error": "conversion failed"}, 500
    return {"thumbnail": os.path.basename(dst)}
