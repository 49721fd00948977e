import random
import string

ALPHABET = string.ascii_letters + string.digits


def new_session(user_id, store):
    sid = "".join(random.choice(ALPHABET) for _ in range(32))
    store[sid] = user_id
    return sid
