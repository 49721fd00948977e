import requests

INTERNAL_CA = "/etc/ssl/certs/acme-internal-ca.pem"
BASE = "https://ledger.internal.acme.example/api"


def get_balance(account_id: int, token: str) -> float:
    r = requests.get(
        f"{BASE}/accounts/{int(account_id)}/balance",
        headers={"Authorization": f"Bearer {token}"},
        verify=INTERNAL_CA,
        timeout=10,
    )
    r.raise_for_status()
    return float(r.json()["balance"])
