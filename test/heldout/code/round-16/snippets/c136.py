import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


class WebhookTester:
    def __init__(self, timeout=5):
        self.timeout = timeout

    def probe(self, url):
        resp = requests.post(url, json={"event": "ping"}, timeout=self.timeout)
        return resp.status_code, resp.text[:300]


tester = WebhookTester()


@app.post("/integrations/webhooks/test")
def test_webhook():
    url = request.get_json()["url"]
    status, body = tester.probe(url)
    return jsonify({"status": status, "body": body})
