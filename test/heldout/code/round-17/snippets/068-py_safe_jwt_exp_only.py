import time
import jwt


def seconds_until_refresh(access_token: str, margin: int = 60) -> int:
    unverified = jwt.decode(access_token, options={"verify_signature": False})
    expires_at = int(unverified.get("exp", 0))
    return max(0, expires_at - int(time.time()) - margin)


def schedule(scheduler, token, refresh_fn):
    delay = seconds_until_refresh(token)
    scheduler.enter(delay, 1, refresh_fn)
