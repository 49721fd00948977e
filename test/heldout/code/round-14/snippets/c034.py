import random
import secrets
from datetime import datetime, timedelta


def create_reset_token(user, db):
    reset_token = secrets.token_urlsafe(32)
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, reset_token, datetime.utcnow() + timedelta(hours=1)),
    )
    db.commit()
    return reset_token


def shuffled_playlist(tracks):
    order = list(tracks)
    random.shuffle(order)
    return order
