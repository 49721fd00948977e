import requests

VERIFY_TLS = True
API = "https://api.github.com"


def latest_release(repo: str) -> str:
    owner, name = repo.split("/", 1)
    r = requests.get(
        API + "/repos/" + requests.utils.quote(owner, safe="") + "/" + requests.utils.quote(name, safe="") + "/releases/latest",
        timeout=10,
        verify=VERIFY_TLS,
    )
    r.raise_for_status()
    return r.json()["tag_name"]


if __name__ == "__main__":
    print(latest_release("python/cpython"))
