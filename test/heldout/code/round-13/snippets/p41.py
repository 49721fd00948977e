import random
import string
from datetime import datetime, timedelta

from .models import PasswordReset, db
from .mail import send_mail

ALPHABET = string.ascii_letters + string.digits


def start_password_reset(user):
    reset_token = "".join(random.choices(ALPHABET, k=40))
    db.session.add(PasswordReset(user_id=user.id, token=reset_token,
                                 expires=datetime.utcnow() + timedelta(hours=1)))
    db.session.commit()
    send_mail(user.email, "Reset your password",
              f"https://app.example.com/reset?token={reset_token}")
