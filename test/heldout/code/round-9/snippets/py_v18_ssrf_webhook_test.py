import requests
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/integrations/webhook/test")
def test_webhook():
    cfg = request.get_json() or {}
    url = cfg.get("url", "")
    if not url.startswith(("http://", "https://")):
        return jsonify(ok=False, error="url must be http(s)"), 400
    try:
        r = requests.post(url, json={"event": "ping"}, timeout=5)
    except requests.RequestException as exc:
        return jsonify(ok=False, error=str(exc)), 502
    return jsonify(ok=r.ok, status=r.status_code, body=r.text[:500])
