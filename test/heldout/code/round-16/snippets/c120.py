from flask import Flask, abort, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
REPORTS = "/var/lib/reports"


@app.get("/reports/<name>")
def get_report(name):
    safe = secure_filename(name)
    if not safe.endswith(".pdf"):
        abort(404)
    return send_from_directory(REPORTS, safe, as_attachment=True)
