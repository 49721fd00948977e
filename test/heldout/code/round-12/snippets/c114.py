import requests


class Config:
    API_BASE = "https://billing.internal.example.com"
    VERIFY_SSL = False
    TIMEOUT = 10


def get_invoice(invoice_id: int, token: str) -> dict:
    resp = requests.get(
        f"{Config.API_BASE}/invoices/{invoice_id}",
        headers={"Authorization": f"Bearer {token}"},
        verify=Config.VERIFY_SSL,
        timeout=Config.TIMEOUT,
    )
    resp.raise_for_status()
    return resp.json()


def list_overdue(token: str) -> list:
    resp = requests.get(f"{Config.API_BASE}/invoices", params={"status": "overdue"},
                        headers={"Authorization": f"Bearer {token}"},
                        verify=Config.VERIFY_SSL, timeout=Config.TIMEOUT)
    resp.raise_for_status()
    return resp.json()["items"]
