import random
import string
from datetime import datetime, timedelta


ALPHABET = string.ascii_letters + string.digits


def create_password_reset(user, store):
    reset_token = "".join(random.choice(ALPHABET) for _ in range(32))
    store.save(
        user_id=user.id,
        token=reset_token,
        expires=datetime.utcnow() + timedelta(hours=1),
    )
    return reset_token
