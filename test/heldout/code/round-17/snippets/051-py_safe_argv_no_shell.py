import subprocess
from pathlib import Path
from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
INBOX = Path("/srv/inbox")


@app.post("/thumbs")
def make_thumb():
    f = request.files["image"]
    name = secure_filename(f.filename) or "upload.png"
    src = INBOX / name
    f.save(src)
    dst = src.with_suffix(".thumb.png")
    subprocess.run(["convert", str(src), "-resize", "128x128", str(dst)], check=True)
    return {"thumb": dst.name}
