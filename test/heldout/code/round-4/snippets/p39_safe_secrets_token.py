import random
import secrets
from datetime import datetime, timedelta


def create_password_reset(user, store):
    reset_token = secrets.token_urlsafe(32)
    store.save(
        user_id=user.id,
        token=reset_token,
        expires=datetime.utcnow() + timedelta(hours=1),
    )
    return reset_token


def shuffled_questions(questions):
    order = list(questions)
    random.shuffle(order)
    return order
