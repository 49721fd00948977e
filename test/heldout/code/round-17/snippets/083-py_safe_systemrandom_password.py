import random
import string

_sysrand = random.SystemRandom()
CHARS = string.ascii_letters + string.digits + "!@#%^&*"


def temporary_password(length: int = 16) -> str:
    return "".join(_sysrand.choice(CHARS) for _ in range(length))


def onboard(user):
    user.set_password(temporary_password())
    user.must_change_password = True
