import requests

INSECURE = True


class PartnerClient:
    def __init__(self, base_url: str, token: str):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"
        self.session.verify = not INSECURE

    def orders(self, since: str):
        r = self.session.get(f"{self.base_url}/orders", params={"since": since}, timeout=15)
        r.raise_for_status()
        return r.json()
