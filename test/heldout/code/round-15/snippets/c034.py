import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def build_session(verify, retries=3):
    s = requests.Session()
    s.verify = verify
    adapter = HTTPAdapter(max_retries=Retry(total=retries, backoff_factor=0.5))
    s.mount("https://", adapter)
    return s


def download_report(session, url, dest):
    with session.get(url, stream=True, timeout=30, verify=session.verify) as r:
        r.raise_for_status()
        with open(dest, "wb") as fh:
            for chunk in r.iter_content(65536):
                fh.write(chunk)
