from defusedxml import ElementTree as SafeET
from flask import Flask, request

app = Flask(__name__)


@app.post("/import/feed")
def import_feed():
    root = SafeET.fromstring(request.files["feed"].read())
    titles = [el.text for el in root.iter("title")]
    return {"items": len(titles), "first": titles[:5]}
