from flask import Flask, abort, request, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
INVOICE_DIR = "/var/app/invoices"


@app.get("/invoices/<name>")
def invoice_pdf(name):
    safe_name = secure_filename(name)
    if not safe_name.endswith(".pdf"):
        abort(404)
    as_download = request.args.get("download") == "1"
    return send_from_directory(INVOICE_DIR, safe_name, as_attachment=as_download)
