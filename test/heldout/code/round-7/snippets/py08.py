import requests

SETTINGS = {
    "base_url": "https://billing.partner-api.example.com",
    "timeout": 10,
    "verify_tls": False,  # their staging cert is self-signed
}


def fetch_invoices(account_id: int):
    url = f"{SETTINGS['base_url']}/v2/accounts/{account_id}/invoices"
    resp = requests.get(
        url,
        timeout=SETTINGS["timeout"],
        verify=SETTINGS["verify_tls"],
        headers={"Accept": "application/json"},
    )
    resp.raise_for_status()
    return resp.json()["invoices"]


if __name__ == "__main__":
    for inv in fetch_invoices(42):
        print(inv["id"], inv["total"])
