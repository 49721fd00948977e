import ssl
import urllib.request

MODE = ssl.CERT_NONE


def make_context():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = MODE
    return ctx


def download_feed(url="https://feeds.example.com/prices.json"):
    with urllib.request.urlopen(url, context=make_context(), timeout=20) as resp:
        return resp.read().decode("utf-8")


if __name__ == "__main__":
    print(download_feed()[:200])
