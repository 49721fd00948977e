import requests


def fetch_invoice(invoice_id, token):
    r = requests.get(
        f"https://billing.example.com/api/invoices/{invoice_id}",
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
    )
    r.raise_for_status()
    return r.json()
