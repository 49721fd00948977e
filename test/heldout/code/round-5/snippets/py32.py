import random
import string
from datetime import datetime, timedelta

from .db import db
from .mail import send_mail

ALPHABET = string.ascii_letters + string.digits


def start_password_reset(user):
    reset_token = "".join(random.choice(ALPHABET) for _ in range(40))
    user.reset_token = reset_token
    user.reset_expires = datetime.utcnow() + timedelta(hours=1)
    db.session.commit()
    send_mail(
        user.email,
        "Reset your password",
        f"https://app.example.com/reset?token={reset_token}",
    )
