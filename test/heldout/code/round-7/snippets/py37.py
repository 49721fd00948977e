import os
import jwt
from functools import wraps
from flask import request, abort, g

SECRET = os.environ["JWT_SECRET"]


def require_auth(view):
    @wraps(view)
    def inner(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token:
            abort(401)
        try:
            claims = jwt.decode(token, SECRET, algorithms=["HS256"], audience="api")
        except jwt.PyJWTError:
            abort(401)
        g.user_id = claims["sub"]
        return view(*args, **kwargs)

    return inner
