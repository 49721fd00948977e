from defusedxml import ElementTree as ET
from flask import Flask, request

app = Flask(__name__)


@app.post("/feeds/import")
def import_feed():
    root = ET.fromstring(request.get_data())
    items = [
        {"title": (i.findtext("title") or "").strip(), "link": i.findtext("link")}
        for i in root.iter("item")
    ]
    return {"count": len(items), "items": items[:20]}
