import random
import string
from datetime import datetime, timedelta

ALPHABET = string.ascii_letters + string.digits


def create_reset_token(user, db):
    reset_token = "".join(random.choices(ALPHABET, k=32))
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, reset_token, datetime.utcnow() + timedelta(hours=1)),
    )
    db.commit()
    return reset_token
