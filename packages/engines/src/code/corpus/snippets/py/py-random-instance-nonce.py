import random

rng = random.Random()


def sign_request(payload):
    nonce = rng.randrange(10**12)
    return {"payload": payload, "nonce": nonce}
