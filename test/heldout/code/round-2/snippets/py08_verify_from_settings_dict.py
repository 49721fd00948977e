import requests

SETTINGS = {
    "base_url": "https://payments.example.com",
    "verify_tls": False,
    "timeout": 15,
}


def charge(card_token, amount_cents):
    return requests.post(
        SETTINGS["base_url"] + "/charges",
        json={"source": card_token, "amount": amount_cents},
        verify=SETTINGS["verify_tls"],
        timeout=SETTINGS["timeout"],
    ).json()
