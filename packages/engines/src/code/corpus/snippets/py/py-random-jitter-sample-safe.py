import random
import time


def backoff(attempt):
    delay = min(30, 2 ** attempt) + random.uniform(0, 1)
    time.sleep(delay)


def sample_rows(rows, k=100):
    return random.sample(rows, min(k, len(rows)))
