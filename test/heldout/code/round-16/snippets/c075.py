import os

import requests

VERIFY_SSL = os.getenv("PAYMENTS_VERIFY_SSL", "true").lower() in ("1", "true", "yes")
API = os.getenv("PAYMENTS_API", "https://payments.example.com")


def capture(charge_id: str, amount_cents: int) -> dict:
    resp = requests.post(
        f"{API}/v2/charges/{charge_id}/capture",
        json={"amount": amount_cents},
        headers={"Authorization": f"Bearer {os.environ['PAYMENTS_TOKEN']}"},
        verify=VERIFY_SSL,
        timeout=30,
    )
    resp.raise_for_status()
    return resp.json()
