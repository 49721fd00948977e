import random
import string
from datetime import datetime, timedelta, timezone

from .mail import send_mail
from .models import db


def make_reset_link(user) -> str:
    alphabet = string.ascii_letters + string.digits
    code = "".join(random.choices(alphabet, k=32))
    user.reset_code = code
    user.reset_expires = datetime.now(timezone.utc) + timedelta(hours=1)
    db.session.commit()
    return f"https://app.example.com/reset?code={code}"


def start_password_reset(user) -> None:
    send_mail(user.email, "Reset your password", make_reset_link(user))
