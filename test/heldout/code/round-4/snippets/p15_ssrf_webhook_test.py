import requests
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/webhooks/test")
def test_webhook():
    data = request.get_json(force=True)
    url = data.get("url", "").strip()
    if not url.startswith("http"):
        return jsonify(error="bad url"), 400
    r = requests.post(url, json={"event": "ping"}, timeout=5)
    return jsonify(status=r.status_code)
