import requests


class Settings:
    BASE_URL = "https://billing.internal.example.com"
    TIMEOUT = 10
    VERIFY_SSL = False  # self-signed cert on the billing box


def get_invoice(invoice_id: int) -> dict:
    resp = requests.get(
        f"{Settings.BASE_URL}/api/invoices/{invoice_id}",
        timeout=Settings.TIMEOUT,
        verify=Settings.VERIFY_SSL,
    )
    resp.raise_for_status()
    return resp.json()
