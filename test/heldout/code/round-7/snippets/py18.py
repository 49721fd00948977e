import requests
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/api/link-preview")
def link_preview():
    body = request.get_json(silent=True) or {}
    url = body.get("url", "").strip()
    if not url.startswith(("http://", "https://")):
        return jsonify(error="invalid url"), 400
    r = requests.get(url, timeout=4, allow_redirects=True)
    title = ""
    if "<title>" in r.text:
        title = r.text.split("<title>", 1)[1].split("</title>", 1)[0]
    return jsonify(url=url, status=r.status_code, title=title[:200])
