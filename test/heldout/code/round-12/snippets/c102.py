import os
from functools import wraps

import jwt
from flask import abort, g, request

PUBLIC_KEY = os.environ["JWT_PUBLIC_KEY"]


def require_auth(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        try:
            claims = jwt.decode(header[7:], PUBLIC_KEY, algorithms=["RS256"], audience="api.example.com")
        except jwt.InvalidTokenError:
            abort(401)
        g.user_id = claims["sub"]
        return view(*args, **kwargs)

    return wrapper
