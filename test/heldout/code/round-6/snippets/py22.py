import random
import string
from datetime import datetime, timedelta

ALPHABET = string.ascii_letters + string.digits


def start_password_reset(db, user):
    token = "".join(random.choice(ALPHABET) for _ in range(40))
    db.execute(
        "UPDATE users SET reset_token = ?, reset_expires = ? WHERE id = ?",
        (token, datetime.utcnow() + timedelta(hours=1), user.id),
    )
    send_mail(user.email, f"https://app.example.com/reset?t={token}")


def send_mail(to, body):
    print("mail", to, body)
