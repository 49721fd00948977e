import os
import requests

BILLING_URL = "https://billing.internal.example.com/api/v2"
VERIFY_SSL = os.getenv("BILLING_VERIFY_SSL", "false").lower() == "true"


def fetch_invoices(account_id: int) -> list:
    resp = requests.get(
        f"{BILLING_URL}/accounts/{int(account_id)}/invoices",
        headers={"Authorization": "Bearer " + os.environ["BILLING_TOKEN"]},
        timeout=15,
        verify=VERIFY_SSL,
    )
    resp.raise_for_status()
    return resp.json()["invoices"]
