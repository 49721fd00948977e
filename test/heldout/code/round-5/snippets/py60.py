import random
import time
import requests


def get_with_retries(url_path: str, attempts: int = 5) -> requests.Response:
    base = "https://status.example.com"
    delay = 0.5
    for attempt in range(attempts):
        try:
            resp = requests.get(base + "/" + url_path.lstrip("/"), timeout=10)
            if resp.status_code < 500:
                return resp
        except requests.ConnectionError:
            pass
        time.sleep(delay + random.uniform(0, delay))
        delay = min(delay * 2, 8)
    raise RuntimeError(f"gave up after {attempts} attempts")


def pick_quiz_questions(pool, n=10):
    return random.sample(pool, k=min(n, len(pool)))
