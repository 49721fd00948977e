from flask import Flask, request
from lxml import etree

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/feeds/import")
def import_feed():
    doc = etree.fromstring(request.get_data(), parser=PARSER)
    items = [
        {"title": i.findtext("title"), "link": i.findtext("link")}
        for i in doc.iter("item")
    ]
    return {"count": len(items), "items": items[:20]}
