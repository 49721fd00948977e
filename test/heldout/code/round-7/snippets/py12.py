import jwt
from functools import wraps
from flask import Flask, request, g, abort

app = Flask(__name__)
USERS = {"u1": {"name": "Ana", "role": "admin"}, "u2": {"name": "Bo", "role": "viewer"}}


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        token = header[len("Bearer "):]
        claims = jwt.decode(token, options={"verify_signature": False}, algorithms=["HS256"])
        user = USERS.get(claims.get("sub"))
        if user is None:
            abort(401)
        g.user = user
        return view(*args, **kwargs)

    return wrapper


@app.get("/admin/stats")
@login_required
def stats():
    if g.user["role"] != "admin":
        abort(403)
    return {"users": len(USERS)}
