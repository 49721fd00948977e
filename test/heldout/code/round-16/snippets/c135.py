import requests

INSECURE = True  # self-signed cert on the staging gateway
GATEWAY = "https://gw.staging.example.org"


def upload_report(path: str, token: str) -> str:
    with open(path, "rb") as fh:
        resp = requests.post(
            f"{GATEWAY}/reports",
            files={"report": fh},
            headers={"Authorization": f"Bearer {token}"},
            verify=not INSECURE,
            timeout=60,
        )
    resp.raise_for_status()
    return resp.json()["id"]
