from urllib.parse import urlparse

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
ALLOWED_HOSTS = {"api.github.com", "gitlab.com"}


@app.post("/integrations/fetch")
def fetch_repo_meta():
    url = (request.json or {}).get("url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS:
        abort(400)
    r = requests.get(url, timeout=5, allow_redirects=False)
    r.raise_for_status()
    data = r.json()
    return jsonify(name=data.get("name"), stars=data.get("stargazers_count"))
