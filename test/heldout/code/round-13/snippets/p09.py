import os
import jwt
from functools import wraps
from flask import Flask, request, g, abort

app = Flask(__name__)
JWT_KEY = os.environ["JWT_SIGNING_KEY"]


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        try:
            claims = jwt.decode(header[7:], JWT_KEY, algorithms=["HS256"], audience="api")
        except jwt.PyJWTError:
            abort(401)
        g.user_id = claims["sub"]
        return view(*args, **kwargs)
    return wrapper


@app.get("/me")
@login_required
def me():
    return {"id": g.user_id}
