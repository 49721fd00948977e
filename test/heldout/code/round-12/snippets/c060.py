import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/webhooks/test")
def test_webhook():
    url = (request.json or {}).get("url", "")
    if not url.startswith("https://"):
        return jsonify(error="webhook must use https"), 400
    try:
        r = requests.post(url, json={"event": "ping", "version": 1}, timeout=5)
    except requests.RequestException as exc:
        return jsonify(ok=False, error=str(exc)), 502
    return jsonify(ok=r.ok, status=r.status_code, body=r.text[:500])
