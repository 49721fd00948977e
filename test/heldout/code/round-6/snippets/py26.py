from lxml import etree
from flask import Flask, request

app = Flask(__name__)


@app.post("/feeds/ingest")
def ingest():
    parser = etree.XMLParser(resolve_entities=True, no_network=False)
    root = etree.fromstring(request.data, parser)
    items = [
        {"title": item.findtext("title"), "link": item.findtext("link")}
        for item in root.iter("item")
    ]
    return {"count": len(items), "items": items}
