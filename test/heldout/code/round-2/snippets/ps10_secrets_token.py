import secrets
import time


def make_reset_token(user_id, store):
    token = secrets.token_urlsafe(32)
    store[token] = (user_id, time.time() + 3600)
    return token
