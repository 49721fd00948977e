import numpy as np


def make_password(n=16):
    chars = list("abcdefghijklmnopqrstuvwxyz0123456789")
    return "".join(np.random.choice(chars, n))
