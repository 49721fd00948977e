import os
import jwt
from functools import wraps
from flask import request, g, abort

PUBLIC_KEY = open("/etc/app/jwt_public.pem").read()


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        try:
            claims = jwt.decode(
                header[7:],
                PUBLIC_KEY,
                algorithms=["RS256"],
                audience=os.environ.get("JWT_AUDIENCE", "api"),
            )
        except jwt.PyJWTError:
            abort(401)
        g.user_id = claims["sub"]
        return view(*args, **kwargs)

    return wrapper
