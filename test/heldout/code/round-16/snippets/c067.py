import requests

SETTINGS = {
    "search": {"url": "https://search.example.com/api/query", "verify": True, "timeout": 8},
}


def search(term: str, page: int = 1) -> list:
    cfg = SETTINGS["search"]
    resp = requests.get(
        cfg["url"],
        params={"q": term, "page": page},
        verify=cfg["verify"],
        timeout=cfg["timeout"],
    )
    resp.raise_for_status()
    return resp.json().get("hits", [])
