from lxml import etree
from flask import Flask, request

app = Flask(__name__)

PARSER = etree.XMLParser(resolve_entities=True, no_network=False)


@app.post("/import")
def import_xml():
    doc = etree.fromstring(request.data, PARSER)
    titles = [el.text for el in doc.iter("title")]
    return {"count": len(titles), "titles": titles}
