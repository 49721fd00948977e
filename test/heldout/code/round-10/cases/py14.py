import json
import ssl
import urllib.request

STATUS_URL = "https://status.partner.example.org/v1/health"


def make_context():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def partner_is_healthy() -> bool:
    with urllib.request.urlopen(STATUS_URL, context=make_context(), timeout=5) as resp:
        body = json.load(resp)
    return body.get("status") == "ok"
