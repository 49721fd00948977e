import ssl

import requests

CONFIG = {
    "erp": {
        "url": "https://erp.corp.example/api",
        "ca_bundle": "/etc/ssl/certs/corp-ca.pem",
        "timeout": 20,
    },
}


def erp_context():
    return ssl.create_default_context(cafile=CONFIG["erp"]["ca_bundle"])


def fetch_purchase_orders(since: str):
    erp = CONFIG["erp"]
    r = requests.get(erp["url"] + "/purchase-orders", params={"since": since},
                     verify=erp["ca_bundle"], timeout=erp["timeout"])
    r.raise_for_status()
    return r.json()
