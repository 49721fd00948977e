import subprocess
import uuid
from flask import Flask, request, send_file

app = Flask(__name__)


@app.post("/thumbnails")
def make_thumbnail():
    upload = request.files["image"]
    src = f"/tmp/uploads/{uuid.uuid4().hex}-{upload.filename}"
    upload.save(src)
    dst = f"/tmp/thumbs/{uuid.uuid4().hex}.png"
    size = request.form.get("size", "200x200")
    subprocess.run(f"convert {src} -resize {size} {dst}", shell=True, check=True)
    return send_file(dst, mimetype="image/png")
