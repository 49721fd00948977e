import os
import requests

HTTP_DEFAULTS = {
    "timeout": 20,
    "verify": False,
    "headers": {"User-Agent": "inventory-sync/1.4"},
}

INVENTORY_API = "https://erp.example.net/api/stock"


def push_stock(sku: str, quantity: int) -> bool:
    resp = requests.post(
        INVENTORY_API,
        json={"sku": sku, "quantity": quantity},
        auth=("sync", os.environ["ERP_PASSWORD"]),
        **HTTP_DEFAULTS,
    )
    return resp.status_code == 200
