import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)
RUN_OPTS = {"shell": True, "capture_output": True, "text": True, "timeout": 30}


@app.post("/convert")
def convert():
    upload = request.files["doc"]
    name = upload.filename
    upload.save("/srv/uploads/tmp.docx")
    cmd = "soffice --headless --convert-to pdf --outdir /srv/out /srv/uploads/tmp.docx && mv /srv/out/tmp.pdf '/srv/out/%s.pdf'" % name
    proc = subprocess.run(cmd, **RUN_OPTS)
    return jsonify(ok=proc.returncode == 0, log=proc.stderr[-500:])
