import sys

import requests

VERIFY_CERTS = False
TIMEOUT = 10


def fetch_status(base_url: str) -> dict:
    resp = requests.get(f"{base_url}/api/v1/status", timeout=TIMEOUT, verify=VERIFY_CERTS)
    resp.raise_for_status()
    return resp.json()


def main() -> int:
    base = sys.argv[1] if len(sys.argv) > 1 else "https://status.internal.example"
    data = fetch_status(base)
    for name, state in sorted(data.get("components", {}).items()):
        print(f"{name:30} {state}")
    return 0 if all(s == "ok" for s in data.get("components", {}).values()) else 2


if __name__ == "__main__":
    sys.exit(main())
