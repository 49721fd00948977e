from defusedxml import ElementTree as SafeET
from flask import Flask, request

app = Flask(__name__)


@app.post("/import/opml")
def import_opml():
    root = SafeET.fromstring(request.get_data())
    feeds = [o.get("xmlUrl") for o in root.iter("outline") if o.get("xmlUrl")]
    return {"feeds": feeds[:200]}
