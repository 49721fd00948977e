from urllib.parse import quote

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
GITHUB = "https://api.github.com"


@app.get("/repo-stars")
def repo_stars():
    owner = request.args.get("owner", "")
    repo = request.args.get("repo", "")
    url = f"{GITHUB}/repos/{quote(owner, safe='')}/{quote(repo, safe='')}"
    resp = requests.get(url, timeout=5, headers={"Accept": "application/vnd.github+json"})
    if resp.status_code != 200:
        return jsonify({"error": "not found"}), 404
    return jsonify({"stars": resp.json().get("stargazers_count", 0)})
