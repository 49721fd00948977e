import os
import jwt
from flask import request, abort, g
from functools import wraps

PUBLIC_KEY = open("/etc/auth/jwt_public.pem").read()
AUDIENCE = "orders-api"


def require_auth(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        auth = request.headers.get("Authorization", "")
        if not auth.startswith("Bearer "):
            abort(401)
        try:
            claims = jwt.decode(
                auth[7:],
                PUBLIC_KEY,
                algorithms=["RS256"],
                audience=AUDIENCE,
                options={"require": ["exp", "sub"]},
            )
        except jwt.InvalidTokenError:
            abort(401)
        g.user_id = claims["sub"]
        g.scopes = claims.get("scope", "").split()
        return fn(*args, **kwargs)
    return inner
