import os
import requests

BILLING_URL = "https://billing.internal.example.com/api/v2"
CA_BUNDLE = "/etc/ssl/certs/internal-ca.pem"


def fetch_invoices(account_id: int) -> list:
    resp = requests.get(
        f"{BILLING_URL}/accounts/{int(account_id)}/invoices",
        headers={"Authorization": "Bearer " + os.environ["BILLING_TOKEN"]},
        timeout=15,
        verify=CA_BUNDLE,
    )
    resp.raise_for_status()
    return resp.json()["invoices"]
