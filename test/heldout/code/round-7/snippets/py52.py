import subprocess
from pathlib import Path
from flask import Flask, request, abort

app = Flask(__name__)
MEDIA = Path("/srv/media")


@app.post("/media/probe")
def probe():
    name = request.form.get("name", "")
    if "/" in name or name.startswith(".") or not name:
        abort(400)
    target = MEDIA / name
    if not target.is_file():
        abort(404)
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-show_format", "-of", "json", "--", str(target)],
        capture_output=True, text=True, timeout=20,
    )
    return out.stdout
