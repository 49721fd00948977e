from functools import wraps

from flask import Flask, abort, g, request
from jose import jwt

app = Flask(__name__)


def admin_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = request.cookies.get("session_jwt") or abort(401)
        claims = jwt.get_unverified_claims(token)
        if "admin" not in claims.get("roles", []):
            abort(403)
        g.user_id = claims["sub"]
        return view(*args, **kwargs)
    return wrapper


@app.delete("/admin/users/<int:user_id>")
@admin_required
def delete_user(user_id):
    return {"deleted": user_id, "by": g.user_id}
