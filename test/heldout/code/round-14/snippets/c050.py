from lxml import etree
from flask import Flask, request, jsonify

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)


@app.post("/invoices/upload")
def upload_invoice():
    doc = etree.fromstring(request.data, parser=PARSER)
    number = doc.findtext("number")
    amount = doc.findtext("amount")
    return jsonify(number=number, amount=amount)
