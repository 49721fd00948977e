from flask import Flask, request, send_from_directory, abort
from werkzeug.utils import secure_filename

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


@app.get("/reports/download")
def download_report():
    name = secure_filename(request.args.get("file", ""))
    if not name.endswith(".pdf"):
        abort(400)
    return send_from_directory(REPORT_DIR, name, as_attachment=True)
