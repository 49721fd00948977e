import requests
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/link-preview")
def link_preview():
    url = request.json.get("url")
    if not url or not url.startswith(("http://", "https://")):
        return jsonify({"error": "invalid url"}), 400
    resp = requests.get(url, timeout=5, allow_redirects=True)
    title = ""
    if "<title>" in resp.text:
        title = resp.text.split("<title>", 1)[1].split("</title>", 1)[0]
    return jsonify({"status": resp.status_code, "title": title.strip()[:200]})
