from defusedxml import ElementTree as ET
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/invoices/upload")
def upload_invoice():
    root = ET.fromstring(request.data)
    lines = [
        {"sku": item.findtext("sku"), "qty": int(item.findtext("qty", "0"))}
        for item in root.iter("line")
    ]
    return jsonify(number=root.findtext("number"), lines=lines)
