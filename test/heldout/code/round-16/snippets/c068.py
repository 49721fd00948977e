from dataclasses import dataclass

import requests


@dataclass
class HttpOptions:
    timeout: float = 10.0
    verify: bool = True


OPTIONS = HttpOptions(timeout=30.0, verify=False)


def download_price_list(url: str, dest: str) -> int:
    resp = requests.get(url, timeout=OPTIONS.timeout, verify=OPTIONS.verify)
    resp.raise_for_status()
    with open(dest, "wb") as fh:
        fh.write(resp.content)
    return len(resp.content)
