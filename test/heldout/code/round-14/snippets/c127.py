import os
import requests
from flask import Flask, request, jsonify

app = Flask(__name__)
GITHUB = "https://api.github.com"


@app.get("/repos/<owner>/issues")
def issues(owner):
    page = int(request.args.get("page", 1))
    r = requests.get(
        f"{GITHUB}/orgs/acme-corp/issues",
        params={"page": page, "filter": "all", "creator": owner},
        headers={"Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}"},
        timeout=10,
    )
    r.raise_for_status()
    return jsonify([{"n": i["number"], "title": i["title"]} for i in r.json()])
