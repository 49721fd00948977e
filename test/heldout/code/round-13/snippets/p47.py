from lxml import etree
from flask import Flask, request, jsonify

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)


@app.post("/import/feed")
def import_feed():
    root = etree.fromstring(request.data, parser=PARSER)
    items = []
    for item in root.iter("item"):
        items.append({
            "title": item.findtext("title"),
            "link": item.findtext("link"),
        })
    return jsonify(count=len(items), items=items[:20])
