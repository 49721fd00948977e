from defusedxml import ElementTree as ET
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/import/feed")
def import_feed():
    root = ET.fromstring(request.data)
    items = []
    for item in root.iter("item"):
        items.append({
            "title": item.findtext("title"),
            "link": item.findtext("link"),
        })
    return jsonify(count=len(items), items=items[:20])
