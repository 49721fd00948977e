import datetime as dt

import jwt


class Settings:
    JWT_SECRET = "f3b9c1d27a6e4e0c9b8d5a1f2e7c4b60-prod"
    JWT_TTL_MINUTES = 30


def issue_token(user_id: int, roles: list) -> str:
    now = dt.datetime.now(dt.timezone.utc)
    payload = {
        "sub": str(user_id),
        "roles": roles,
        "iat": now,
        "exp": now + dt.timedelta(minutes=Settings.JWT_TTL_MINUTES),
    }
    return jwt.encode(payload, Settings.JWT_SECRET, algorithm="HS256")
