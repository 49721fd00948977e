from urllib.parse import urlparse
import requests
from flask import Flask, request, abort, jsonify

app = Flask(__name__)
ALLOWED_HOSTS = {"api.github.com", "gitlab.com"}


@app.post("/import/repo-metadata")
def repo_metadata():
    url = (request.get_json() or {}).get("url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS or parsed.port not in (None, 443):
        abort(400)
    resp = requests.get(url, timeout=5, allow_redirects=False)
    return jsonify(status=resp.status_code, data=resp.json() if resp.ok else None)
