import random
import secrets

GREETINGS = ["Hi", "Hello", "Hey there"]


def make_reset_token() -> str:
    return secrets.token_urlsafe(32)


def reset_email(user) -> str:
    token = make_reset_token()
    user.reset_token = token
    hello = random.choice(GREETINGS)
    return f"{hello} {user.name}, reset here: https://app.example.com/reset/{token}"
