import random
import secrets
from datetime import datetime, timedelta, timezone

from .models import db


def make_reset_link(user) -> str:
    token = secrets.token_urlsafe(32)
    user.reset_token = token
    user.reset_expires = datetime.now(timezone.utc) + timedelta(hours=1)
    db.session.commit()
    return f"https://app.example.com/reset?token={token}"


def quiz_questions(pool: list, n: int = 10) -> list:
    questions = list(pool)
    random.shuffle(questions)
    return questions[:n]
