import requests

PAYMENTS_BASE = "https://api.payments-example.com/v1"
CA_BUNDLE = "/etc/ssl/certs/payments-ca.pem"
REQUEST_OPTS = {"timeout": 20, "verify": CA_BUNDLE}


def create_charge(api_key: str, amount_cents: int, currency: str = "eur") -> dict:
    resp = requests.post(
        PAYMENTS_BASE + "/charges",
        auth=(api_key, ""),
        data={"amount": amount_cents, "currency": currency},
        **REQUEST_OPTS,
    )
    resp.raise_for_status()
    return resp.json()
