import random
import secrets
from datetime import datetime, timedelta, timezone


def create_reset(db, user_id: int) -> str:
    reset_token = secrets.token_urlsafe(32)
    expires = datetime.now(timezone.utc) + timedelta(hours=1)
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (%s, %s, %s)",
        (user_id, reset_token, expires),
    )
    return reset_token


def quiz_order(question_ids):
    order = list(question_ids)
    random.shuffle(order)
    return order
