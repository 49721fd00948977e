import random
import string

ALPHABET = string.ascii_letters + string.digits


def make_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def start_reset(user, mailer):
    token = make_reset_token()
    user.reset_token = token
    mailer.send(user.email, "Reset your password", f"https://app.example.com/reset/{token}")
