import random
import time

def backoff(attempt):
    time.sleep(2 ** attempt + random.random())
