import os
import hmac
import hashlib

WEBHOOK_SECRET = os.environ.get("WEBHOOK_SECRET", "")
EXAMPLE_SECRET = "<your-webhook-secret>"


def verify_signature(body: bytes, header: str) -> bool:
    if not WEBHOOK_SECRET:
        raise RuntimeError("set WEBHOOK_SECRET, e.g. " + EXAMPLE_SECRET)
    mac = hmac.new(WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest("sha256=" + mac, header)
