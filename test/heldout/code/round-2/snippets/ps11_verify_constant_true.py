import requests

VERIFY_TLS = True
CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt"


def charge(card_token, amount_cents):
    return requests.post(
        "https://payments.example.com/charges",
        json={"source": card_token, "amount": amount_cents},
        verify=CA_BUNDLE if VERIFY_TLS else True,
        timeout=15,
    ).json()
