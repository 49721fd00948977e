import re
import requests
from flask import Flask, request, jsonify

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


@app.post("/api/preview")
def link_preview():
    url = request.get_json()["url"]
    if not url.startswith(("http://", "https://")):
        return jsonify(error="unsupported scheme"), 400
    resp = requests.get(url, timeout=5)
    m = TITLE_RE.search(resp.text)
    return jsonify(url=url, title=m.group(1).strip() if m else None, status=resp.status_code)
