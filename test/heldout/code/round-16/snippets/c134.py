import requests

INSECURE = False
REGISTRY = "https://registry.example.io/v2"


def list_tags(image: str) -> list:
    resp = requests.get(f"{REGISTRY}/{image}/tags/list", verify=not INSECURE, timeout=20)
    resp.raise_for_status()
    return sorted(resp.json().get("tags") or [])


if __name__ == "__main__":
    for tag in list_tags("platform/api"):
        print(tag)
