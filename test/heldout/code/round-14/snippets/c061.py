import requests


class BillingClient:
    BASE_URL = "https://billing.internal.example.com/api"
    VERIFY_CERTS = False
    TIMEOUT = 10

    def __init__(self, token):
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def invoices(self, customer_id):
        resp = self.session.get(
            f"{self.BASE_URL}/customers/{customer_id}/invoices",
            verify=self.VERIFY_CERTS,
            timeout=self.TIMEOUT,
        )
        resp.raise_for_status()
        return resp.json()
