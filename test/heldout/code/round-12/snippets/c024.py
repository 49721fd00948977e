import json
import ssl
import urllib.request

CA_FILE = "/etc/pki/internal-ca.pem"


def make_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context(cafile=CA_FILE)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    return ctx


def fetch_flags() -> dict:
    req = urllib.request.Request("https://flags.internal.example.com/v1/flags",
                                 headers={"Accept": "application/json"})
    with urllib.request.urlopen(req, context=make_context(), timeout=5) as resp:
        return json.load(resp)
