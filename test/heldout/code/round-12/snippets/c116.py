import requests
from requests.adapters import HTTPAdapter

DEFAULT_REQUEST_OPTS = {"timeout": 15, "verify": False}


class PartnerClient:
    def __init__(self, base_url: str, api_key: str):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["X-Api-Key"] = api_key
        self.session.mount("https://", HTTPAdapter(max_retries=3))

    def post_order(self, order: dict) -> dict:
        r = self.session.post(f"{self.base_url}/orders", json=order, **DEFAULT_REQUEST_OPTS)
        r.raise_for_status()
        return r.json()

    def order_status(self, order_id: str) -> str:
        r = self.session.get(f"{self.base_url}/orders/{order_id}", **DEFAULT_REQUEST_OPTS)
        r.raise_for_status()
        return r.json()["status"]
