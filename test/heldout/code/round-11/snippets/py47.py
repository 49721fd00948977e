from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
PARSER_OPTS = dict(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/invoices/import")
def import_invoice():
    parser = etree.XMLParser(**PARSER_OPTS)
    root = etree.fromstring(request.data, parser)
    lines = [
        {"sku": item.findtext("sku"), "qty": int(item.findtext("qty", "0"))}
        for item in root.iter("item")
    ]
    return jsonify(customer=root.findtext("customer"), lines=lines)
