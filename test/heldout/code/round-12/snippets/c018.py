from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/import/feed")
def import_feed():
    doc = etree.fromstring(request.data, PARSER)
    items = []
    for item in doc.iter("item"):
        items.append({
            "title": item.findtext("title"),
            "link": item.findtext("link"),
        })
    return jsonify(count=len(items), items=items[:50])
