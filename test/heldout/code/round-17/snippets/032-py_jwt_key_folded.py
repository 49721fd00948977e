import datetime as dt
import jwt

_K = "k7#Qp2" + "vL9!xR4mZ8wT"


def issue(user_id: int) -> str:
    now = dt.datetime.now(dt.timezone.utc)
    payload = {"sub": str(user_id), "iat": now, "exp": now + dt.timedelta(hours=1)}
    return jwt.encode(payload, _K, algorithm="HS256")
