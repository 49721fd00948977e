import hashlib
import hmac
import os

from flask import Flask, abort, request

app = Flask(__name__)
KEY_BYTES = os.environ["PAYMENTS_WEBHOOK_KEY"].encode()


@app.post("/webhooks/payments")
def payments_webhook():
    sig = request.headers.get("X-Signature", "")
    expected = hmac.new(KEY_BYTES, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        abort(401)
    event = request.get_json()
    return {"received": event.get("type")}
