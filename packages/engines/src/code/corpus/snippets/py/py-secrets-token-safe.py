import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def make_reset_code(length=6):
    return "".join(secrets.choice(string.digits) for _ in range(length))


def new_session_id():
    return "".join(secrets.choice(ALPHABET) for _ in range(32))
