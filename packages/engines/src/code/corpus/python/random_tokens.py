import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def new_session_token():
    token = "".join(random.choice(ALPHABET) for _ in range(32))  # expect: insecure_random
    return token


def generate_password(length=12):
    return "".join(random.choices(ALPHABET, k=length))  # expect: insecure_random


def send_reset(user):
    reset_code = random.randint(100000, 999999)  # expect: insecure_random
    user.email(reset_code)


def good_token():
    # Near misses: secrets module, randomness for non-security purposes.
    token = secrets.token_urlsafe(32)
    delay = random.uniform(0.1, 0.5)
    winner = random.choice(["alice", "bob"])
    return token, delay, winner
