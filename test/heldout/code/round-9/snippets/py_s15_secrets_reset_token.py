import secrets
from datetime import datetime, timedelta, timezone
from models import PasswordReset, db
from mailer import send_reset_email


def start_password_reset(user):
    reset_token = secrets.token_urlsafe(32)
    record = PasswordReset(
        user_id=user.id,
        token=reset_token,
        expires_at=datetime.now(timezone.utc) + timedelta(minutes=30),
    )
    db.session.add(record)
    db.session.commit()
    send_reset_email(user.email, reset_token)
