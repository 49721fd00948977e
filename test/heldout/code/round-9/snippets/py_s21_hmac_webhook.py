import hashlib
import hmac
import os
from flask import Flask, request, abort

app = Flask(__name__)
GITHUB_SECRET = os.environ["GITHUB_WEBHOOK_SECRET"].encode()


@app.post("/hooks/github")
def github_hook():
    sent = request.headers.get("X-Hub-Signature-256", "")
    expected = "sha256=" + hmac.new(GITHUB_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        abort(401)
    event = request.headers.get("X-GitHub-Event", "unknown")
    return {"event": event}
