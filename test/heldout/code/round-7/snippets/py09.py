import json
import ssl
import urllib.request


def _context():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def get_status(host: str) -> dict:
    req = urllib.request.Request(f"https://{host}/api/status", headers={"User-Agent": "monitor/1.0"})
    with urllib.request.urlopen(req, context=_context(), timeout=5) as resp:
        return json.loads(resp.read())


if __name__ == "__main__":
    print(get_status("grafana.corp.example.com"))
