import random
import time

_rng = random.Random(time.time())


def send_otp(phone, code):
    print(f"SMS to {phone}: your code is {code}")


def begin_login(phone: str) -> None:
    digits = _rng.randint(100000, 999999)
    send_otp(phone, digits)
