import json
import ssl
import urllib.request


def make_context(strict=False):
    ctx = ssl.create_default_context()
    if not strict:
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
    return ctx


def get_status(host):
    ctx = make_context()
    with urllib.request.urlopen("https://status.example.org/api/v2/summary.json", context=ctx) as r:
        return json.loads(r.read())
