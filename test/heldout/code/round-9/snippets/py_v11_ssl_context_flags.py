import json
import ssl
import urllib.request

STRICT_TLS = False
API = "https://billing.partner.example.net/v1/invoices"


def make_context():
    ctx = ssl.create_default_context()
    ctx.check_hostname = STRICT_TLS
    if not STRICT_TLS:
        ctx.verify_mode = ssl.CERT_NONE
    return ctx


def list_invoices(token):
    req = urllib.request.Request(API, headers={"Authorization": "Bearer " + token})
    with urllib.request.urlopen(req, context=make_context(), timeout=15) as resp:
        return json.load(resp)
