import random
import secrets
from datetime import datetime, timedelta


def create_password_reset(user, db):
    reset_token = secrets.token_urlsafe(32)
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, reset_token, datetime.utcnow() + timedelta(hours=1)),
    )
    return reset_token


def quiz_order(question_ids):
    order = list(question_ids)
    random.shuffle(order)
    return order
