from defusedxml import ElementTree as ET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/sitemap/validate")
def validate_sitemap():
    try:
        root = ET.fromstring(request.data)
    except ET.ParseError as exc:
        return jsonify(valid=False, error=str(exc)), 400
    ns = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    urls = [loc.text for loc in root.findall("sm:url/sm:loc", ns)]
    return jsonify(valid=True, urls=len(urls))
