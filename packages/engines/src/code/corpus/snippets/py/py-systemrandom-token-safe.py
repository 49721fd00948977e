import random

_sysrand = random.SystemRandom()


def invite_token():
    return "%030x" % _sysrand.getrandbits(120)
