import subprocess
import tempfile
from pathlib import Path

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/pdf/text")
def pdf_text():
    upload = request.files["document"]
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "input.pdf"
        upload.save(src)
        proc = subprocess.run(
            ["pdftotext", "-layout", str(src), "-"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    if proc.returncode != 0:
        return jsonify(error="could not read the PDF"), 422
    return jsonify(text=proc.stdout)
