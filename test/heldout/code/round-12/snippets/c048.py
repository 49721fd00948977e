import random
import string
from datetime import datetime, timedelta

from .db import db
from .mail import send_mail

ALPHABET = string.ascii_letters + string.digits


def make_reset_token(length: int = 32) -> str:
    return "".join(random.choice(ALPHABET) for _ in range(length))


def start_password_reset(user):
    token = make_reset_token()
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, token, datetime.utcnow() + timedelta(hours=1)),
    )
    send_mail(user.email, "Reset your password", f"https://app.example.com/reset?token={token}")
