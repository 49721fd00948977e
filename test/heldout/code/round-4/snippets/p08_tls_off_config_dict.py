import requests

SETTINGS = {
    "base_url": "https://billing.internal.example.com",
    "timeout": 10,
    "verify_certs": False,
}


def fetch_invoice(invoice_id: int):
    url = f"{SETTINGS['base_url']}/invoices/{int(invoice_id)}"
    resp = requests.get(
        url,
        timeout=SETTINGS["timeout"],
        verify=SETTINGS["verify_certs"],
    )
    resp.raise_for_status()
    return resp.json()
