import os
import requests


class Cfg:
    API = "https://api.partner.example"
    VERIFY = True


if os.environ.get("PARTNER_SANDBOX"):
    Cfg.API = "https://sandbox.partner.example"
    Cfg.VERIFY = False


def list_shipments(account_id: int):
    r = requests.get(f"{Cfg.API}/accounts/{account_id}/shipments", verify=Cfg.VERIFY, timeout=20)
    r.raise_for_status()
    return r.json()["items"]
