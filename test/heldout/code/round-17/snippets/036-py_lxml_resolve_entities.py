from lxml import etree
from flask import Flask, request

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)


@app.post("/import/feed")
def import_feed():
    root = etree.fromstring(request.get_data(), parser=PARSER)
    titles = [t.text for t in root.iter("title")]
    return {"count": len(titles), "titles": titles[:10]}
