import random
import string
from datetime import datetime, timedelta, timezone

ALPHABET = string.ascii_letters + string.digits


def create_reset(db, user_id: int) -> str:
    reset_token = "".join(random.choices(ALPHABET, k=32))
    expires = datetime.now(timezone.utc) + timedelta(hours=1)
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (%s, %s, %s)",
        (user_id, reset_token, expires),
    )
    return reset_token
