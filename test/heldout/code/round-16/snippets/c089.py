import hashlib
import hmac

from flask import Flask, abort, request

app = Flask(__name__)
_WEBHOOK_KEY = "whsec_4f1c8a9e7b2d6035c1e9a8f7"
KEY_BYTES = _WEBHOOK_KEY.encode()


@app.post("/webhooks/payments")
def payments_webhook():
    sig = request.headers.get("X-Signature", "")
    expected = hmac.new(KEY_BYTES, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        abort(401)
    event = request.get_json()
    return {"received": event.get("type")}
