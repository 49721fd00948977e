import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/thumbnail", methods=["POST"])
def thumbnail():
    src = request.form["path"]
    size = request.form.get("size", "128x128")
    cmd = f"convert {src} -resize {size} /tmp/thumb.png"
    subprocess.run(cmd, shell=True, check=True)
    return {"ok": True}
