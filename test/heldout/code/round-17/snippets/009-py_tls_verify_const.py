import requests

VERIFY_TLS = False
BASE = "https://billing.internal.example.com/api"


def fetch_invoice(invoice_id: int) -> dict:
    resp = requests.get(
        f"{BASE}/invoices/{invoice_id}",
        timeout=10,
        verify=VERIFY_TLS,
    )
    resp.raise_for_status()
    return resp.json()


if __name__ == "__main__":
    print(fetch_invoice(42))
