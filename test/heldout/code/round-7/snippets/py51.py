import defusedxml.ElementTree as ET
from flask import Flask, request

app = Flask(__name__)


@app.post("/import/feed")
def import_feed():
    root = ET.fromstring(request.get_data())
    items = []
    for item in root.iter("item"):
        items.append({
            "title": (item.findtext("title") or "").strip(),
            "link": (item.findtext("link") or "").strip(),
        })
    return {"count": len(items), "items": items[:20]}
