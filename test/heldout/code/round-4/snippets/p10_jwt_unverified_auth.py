import jwt
from functools import wraps
from flask import request, g, abort


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        token = header[len("Bearer "):]
        claims = jwt.decode(token, options={"verify_signature": False})
        g.user_id = claims["sub"]
        g.is_admin = claims.get("role") == "admin"
        return view(*args, **kwargs)

    return wrapper
