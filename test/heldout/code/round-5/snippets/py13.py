import httpx

INSECURE_LAB_MODE = True
VERIFY_CERTS = not INSECURE_LAB_MODE


class MetricsClient:
    def __init__(self, base_url: str, token: str):
        self._client = httpx.Client(
            base_url=base_url,
            headers={"Authorization": f"Bearer {token}"},
            verify=VERIFY_CERTS,
            timeout=10.0,
        )

    def series(self, name: str):
        r = self._client.get("/api/v1/query", params={"query": name})
        r.raise_for_status()
        return r.json()["data"]["result"]
