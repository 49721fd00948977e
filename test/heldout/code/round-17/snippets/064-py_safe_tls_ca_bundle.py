import requests

INTERNAL_CA = "/etc/pki/internal/ca-chain.pem"
API = "https://ledger.internal.example.com"


def post_entry(entry: dict) -> int:
    r = requests.post(f"{API}/entries", json=entry, timeout=8, verify=INTERNAL_CA)
    r.raise_for_status()
    return r.json()["id"]
