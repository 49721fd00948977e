from flask import Flask, request
from lxml import etree

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/import/feed")
def import_feed():
    xml_bytes = request.files["feed"].read()
    root = etree.fromstring(xml_bytes, parser=PARSER)
    titles = [el.text for el in root.iter("title")]
    return {"items": len(titles), "first": titles[:5]}
