import requests


class BillingClient:
    """Thin wrapper around the partner billing API."""

    VERIFY_SSL = False  # partner staging uses a self-signed certificate

    def __init__(self, base_url: str, token: str):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def get_invoice(self, invoice_id: int) -> dict:
        resp = self.session.get(
            f"{self.base_url}/invoices/{invoice_id}",
            verify=self.VERIFY_SSL,
            timeout=10,
        )
        resp.raise_for_status()
        return resp.json()
