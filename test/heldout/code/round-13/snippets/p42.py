import random
import secrets
import time
from datetime import datetime, timedelta

from .models import PasswordReset, db
from .mail import send_mail


def start_password_reset(user, attempts=3):
    reset_token = secrets.token_urlsafe(32)
    db.session.add(PasswordReset(user_id=user.id, token=reset_token,
                                 expires=datetime.utcnow() + timedelta(hours=1)))
    db.session.commit()
    for attempt in range(attempts):
        if send_mail(user.email, "Reset your password", f"https://app.example.com/reset?token={reset_token}"):
            return True
        time.sleep((2 ** attempt) + random.uniform(0, 0.5))
    return False
