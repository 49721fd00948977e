import random
import secrets
import time

import requests


def new_api_token() -> str:
    return secrets.token_urlsafe(32)


def post_with_retry(url: str, payload: dict, attempts: int = 5) -> requests.Response:
    for i in range(attempts):
        try:
            r = requests.post(url, json=payload, timeout=10)
            if r.status_code < 500:
                return r
        except requests.ConnectionError:
            pass
        time.sleep((2 ** i) + random.uniform(0, 0.5))
    raise RuntimeError("gave up")
