import os

import requests


class BillingClient:
    def __init__(self, base_url, token, verify=True):
        self.base_url = base_url.rstrip("/")
        self.verify = verify
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def invoice(self, invoice_id):
        r = self.session.get(f"{self.base_url}/invoices/{invoice_id}", verify=self.verify, timeout=10)
        r.raise_for_status()
        return r.json()


if __name__ == "__main__":
    client = BillingClient("https://billing.example.com/api", os.environ["BILLING_TOKEN"], verify=True)
    print(client.invoice("INV-1001")["total"])
