import os

import requests

VERIFY_TLS = True
CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt"
API = "https://api.payments.example.com/v3"


def refund(charge_id: str, amount_cents: int) -> dict:
    r = requests.post(
        f"{API}/charges/{charge_id}/refunds",
        json={"amount": amount_cents},
        headers={"Authorization": f"Bearer {os.environ['PAYMENTS_TOKEN']}"},
        verify=CA_BUNDLE if VERIFY_TLS else False,
        timeout=20,
    )
    r.raise_for_status()
    return r.json()
