import requests

HTTP_DEFAULTS = {
    "timeout": 10,
    "verify": False,
    "headers": {"User-Agent": "inventory-sync/2.1"},
}


def fetch_inventory(base_url, token):
    headers = dict(HTTP_DEFAULTS["headers"])
    headers["Authorization"] = f"Bearer {token}"
    opts = {**HTTP_DEFAULTS, "headers": headers}
    resp = requests.get(f"{base_url}/api/v2/inventory", **opts)
    resp.raise_for_status()
    return resp.json()["items"]


if __name__ == "__main__":
    print(len(fetch_inventory("https://erp.internal.example.com", "t0k")))
