from defusedxml import ElementTree as SafeET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/invoices/import")
def import_invoice():
    try:
        root = SafeET.fromstring(request.data)
    except SafeET.ParseError:
        return jsonify(error="malformed XML"), 400
    lines = [
        {"sku": item.findtext("sku"), "qty": int(item.findtext("qty", "0"))}
        for item in root.iter("item")
    ]
    return jsonify(customer=root.findtext("customer"), lines=lines)
