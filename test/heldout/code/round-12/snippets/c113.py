from flask import Flask, abort, send_from_directory
from flask_login import login_required
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config["REPORT_DIR"] = "/srv/reports"


@app.get("/reports/<name>")
@login_required
def download_report(name):
    safe_name = secure_filename(name)
    if not safe_name.endswith(".xlsx"):
        abort(404)
    return send_from_directory(app.config["REPORT_DIR"], safe_name, as_attachment=True)
