import requests


def fetch_invoice(invoice_id, token):
    r = requests.get(
        f"https://billing.internal.example/api/invoices/{invoice_id}",
        headers={"Authorization": f"Bearer {token}"},
        verify=False,
        timeout=10,
    )
    return r.json()
