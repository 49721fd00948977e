import requests

SETTINGS = {
    "base_url": "https://billing.internal.example.com",
    "timeout": 10,
    "ca_bundle": "/etc/ssl/certs/internal-ca.pem",
}


def fetch_invoice(invoice_id: int):
    url = f"{SETTINGS['base_url']}/invoices/{int(invoice_id)}"
    resp = requests.get(url, timeout=SETTINGS["timeout"], verify=SETTINGS["ca_bundle"])
    resp.raise_for_status()
    return resp.json()
