import json
import ssl
import urllib.request


def _context():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def get_health(base_url):
    with urllib.request.urlopen(base_url + "/healthz", context=_context(), timeout=5) as resp:
        return json.loads(resp.read().decode("utf-8"))


if __name__ == "__main__":
    print(get_health("https://10.0.4.12:8443"))
