from urllib.parse import quote

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
GITHUB_API = "https://api.github.com"


@app.get("/repo-info")
def repo_info():
    owner = request.args.get("owner", "")
    repo = request.args.get("repo", "")
    url = f"{GITHUB_API}/repos/{quote(owner, safe='')}/{quote(repo, safe='')}"
    r = requests.get(url, timeout=5, headers={"Accept": "application/vnd.github+json"})
    if r.status_code != 200:
        return jsonify(error="not found"), 404
    data = r.json()
    return jsonify(name=data["full_name"], stars=data["stargazers_count"])
