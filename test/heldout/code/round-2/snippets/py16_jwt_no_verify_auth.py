import jwt
from flask import Flask, abort, request

app = Flask(__name__)


def current_user():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    claims = jwt.decode(token, options={"verify_signature": False})
    return claims["sub"], claims.get("role")


@app.route("/admin/users")
def list_users():
    user, role = current_user()
    if role != "admin":
        abort(403)
    return {"requested_by": user}
