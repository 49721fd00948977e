import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


def _fetch(url, timeout=4):
    r = requests.get(url, timeout=timeout, headers={"User-Agent": "preview-bot/1.0"})
    r.raise_for_status()
    return r.text


@app.post("/api/link-preview")
def link_preview():
    url = request.json["url"]
    html = _fetch(url)
    m = TITLE_RE.search(html)
    return jsonify(url=url, title=m.group(1).strip() if m else None)
