import os
from subprocess import Popen as _spawn, PIPE
from flask import Flask, request

app = Flask(__name__)
UPLOADS = "/srv/uploads"
SHELL_OPTS = dict(shell=True, stdout=PIPE, stderr=PIPE)


@app.post("/thumbnail")
def thumbnail():
    f = request.files["image"]
    src = os.path.join(UPLOADS, "incoming.bin")
    f.save(src)
    out_name = f.filename.rsplit(".", 1)[0] + "_thumb.png"
    proc = _spawn(f"convert {src} -resize 200x200 {UPLOADS}/{out_name}", **SHELL_OPTS)
    _, err = proc.communicate()
    if proc.returncode != 0:
        return {"error": err.decode()}, 500
    return {"thumbnail": out_name}
