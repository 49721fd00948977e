import jwt
from functools import wraps
from flask import Flask, request, g, abort

from models import User

app = Flask(__name__)
DECODE_OPTIONS = {"verify_signature": False, "verify_exp": True}


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        claims = jwt.decode(header[7:], options=DECODE_OPTIONS, algorithms=["HS256"])
        g.user = User.query.get(claims["sub"])
        if g.user is None:
            abort(401)
        return view(*args, **kwargs)
    return wrapper


@app.get("/me")
@login_required
def me():
    return {"id": g.user.id, "email": g.user.email}
