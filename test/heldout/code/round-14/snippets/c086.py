from flask import Flask, send_from_directory, abort
from werkzeug.utils import secure_filename

app = Flask(__name__)
REPORTS_DIR = "/var/app/reports"


@app.get("/reports/<name>")
def get_report(name):
    safe_name = secure_filename(name)
    if not safe_name.endswith(".pdf"):
        abort(404)
    return send_from_directory(REPORTS_DIR, safe_name, as_attachment=True)
