import requests

SETTINGS = {
    "base_url": "https://inventory.internal.example.com/api/v2",
    "timeout": 10,
    "verify_ssl": False,
}


def fetch_stock(sku):
    resp = requests.get(
        SETTINGS["base_url"] + "/stock",
        params={"sku": sku},
        timeout=SETTINGS["timeout"],
        verify=SETTINGS["verify_ssl"],
    )
    resp.raise_for_status()
    return resp.json()["available"]


if __name__ == "__main__":
    print(fetch_stock("A-1001"))
