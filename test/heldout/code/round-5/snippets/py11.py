import requests

INVENTORY_API = "https://inventory.partner-example.com/v2"
HTTP_DEFAULTS = {"timeout": 15, "verify": False}


def fetch_stock(sku: str) -> dict:
    resp = requests.get(f"{INVENTORY_API}/stock", params={"sku": sku}, **HTTP_DEFAULTS)
    resp.raise_for_status()
    return resp.json()


def push_reservation(sku: str, qty: int) -> None:
    requests.post(
        f"{INVENTORY_API}/reservations",
        json={"sku": sku, "qty": qty},
        **HTTP_DEFAULTS,
    ).raise_for_status()
