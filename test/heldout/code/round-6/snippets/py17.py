import requests
from flask import Flask, request, jsonify
from bs4 import BeautifulSoup

app = Flask(__name__)


@app.post("/link-preview")
def link_preview():
    url = request.json.get("url", "")
    if not url.startswith(("http://", "https://")):
        return jsonify(error="unsupported scheme"), 400
    page = requests.get(url, timeout=4, allow_redirects=True)
    soup = BeautifulSoup(page.text, "html.parser")
    title = soup.title.string if soup.title else ""
    return jsonify(title=title, status=page.status_code)
