import requests
from bs4 import BeautifulSoup
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/links/preview")
def link_preview():
    url = request.json.get("url", "")
    if not url.startswith(("http://", "https://")):
        return jsonify({"error": "unsupported scheme"}), 400
    page = requests.get(url, timeout=5, allow_redirects=True)
    soup = BeautifulSoup(page.text, "html.parser")
    title = soup.title.string if soup.title else ""
    og = soup.find("meta", property="og:image")
    return jsonify({"title": title, "image": og["content"] if og else None})
