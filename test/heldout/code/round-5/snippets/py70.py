import subprocess
import tempfile
from pathlib import Path
from flask import Flask, request, send_file, abort

app = Flask(__name__)


@app.post("/convert/pdf")
def convert_to_pdf():
    upload = request.files.get("document")
    if upload is None:
        abort(400)
    workdir = Path(tempfile.mkdtemp(prefix="convert-"))
    src = workdir / "input.docx"
    upload.save(src)
    subprocess.run(
        ["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(workdir), str(src)],
        check=True,
        timeout=120,
    )
    return send_file(workdir / "input.pdf", mimetype="application/pdf")
