import os
import requests

VERIFY_TLS = os.getenv("UPSTREAM_VERIFY_TLS", "1") not in ("0", "false", "no")
UPSTREAM = "https://search.internal.example"


def search(q: str, page: int = 1):
    resp = requests.get(
        f"{UPSTREAM}/v1/search",
        params={"q": q, "page": page},
        verify=VERIFY_TLS,
        timeout=8,
    )
    resp.raise_for_status()
    return resp.json()
