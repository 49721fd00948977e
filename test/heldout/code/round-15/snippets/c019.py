import random
import string
from datetime import datetime, timedelta

ALPHABET = string.ascii_letters + string.digits


def create_password_reset(user, db):
    reset_token = "".join(random.choices(ALPHABET, k=40))
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, reset_token, datetime.utcnow() + timedelta(hours=1)),
    )
    return f"https://app.example.com/reset?token={reset_token}"
