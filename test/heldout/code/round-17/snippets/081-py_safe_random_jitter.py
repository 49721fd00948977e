import random
import time
import requests

MIRRORS = ["https://m1.example.org", "https://m2.example.org", "https://m3.example.org"]


def download(path, attempts=5):
    mirrors = MIRRORS[:]
    random.shuffle(mirrors)
    for i in range(attempts):
        base = mirrors[i % len(mirrors)]
        try:
            return requests.get(base + path, timeout=10).content
        except requests.RequestException:
            time.sleep((2 ** i) + random.uniform(0, 0.5))
    raise RuntimeError("all mirrors failed")
