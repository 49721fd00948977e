from flask import Flask, send_from_directory

app = Flask(__name__)
REPORTS_DIR = "/srv/reports/pdf"


@app.get("/reports/<path:name>")
def report(name):
    return send_from_directory(REPORTS_DIR, name, mimetype="application/pdf")
