import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def make_session(retries=3, verify_tls=False):
    session = requests.Session()
    retry = Retry(total=retries, backoff_factor=0.5, status_forcelist=(502, 503, 504))
    session.mount("https://", HTTPAdapter(max_retries=retry))
    session.verify = verify_tls
    return session


def sync_inventory(api_base: str) -> int:
    session = make_session()
    items = session.get(f"{api_base}/inventory", timeout=15).json()
    for item in items:
        session.put(f"{api_base}/inventory/{item['sku']}/synced", timeout=15)
    return len(items)


if __name__ == "__main__":
    print(sync_inventory("https://erp.example.com/api"))
