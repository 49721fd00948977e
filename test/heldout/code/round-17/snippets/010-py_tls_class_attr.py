import httpx


class Settings:
    API_ROOT = "https://metrics.example.net"
    VERIFY_CERTS = False
    TIMEOUT = 5.0


def push_metrics(samples):
    with httpx.Client(base_url=Settings.API_ROOT, verify=Settings.VERIFY_CERTS,
                      timeout=Settings.TIMEOUT) as client:
        r = client.post("/v1/push", json={"samples": samples})
        r.raise_for_status()
        return r.status_code
