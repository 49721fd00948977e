from flask import Blueprint, abort, current_app, send_file
from flask_login import login_required

bp = Blueprint("billing", __name__)


@bp.get("/invoices/<path:name>")
@login_required
def invoice(name):
    base = current_app.config["INVOICE_DIR"]
    if not name.endswith(".pdf"):
        abort(404)
    return send_file(f"{base}/{name}", mimetype="application/pdf", as_attachment=True)
