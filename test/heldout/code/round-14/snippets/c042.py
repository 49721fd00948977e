import requests


class InventoryAPI:
    BASE = "https://inventory.corp.example.com"
    CA_BUNDLE = "/etc/ssl/certs/corp-root-ca.pem"

    def __init__(self, api_token: str):
        self.s = requests.Session()
        self.s.headers.update({"Authorization": f"Token {api_token}"})

    def stock(self, sku: str) -> int:
        r = self.s.get(f"{self.BASE}/stock", params={"sku": sku}, verify=self.CA_BUNDLE, timeout=10)
        r.raise_for_status()
        return r.json()["quantity"]
