import jwt
from flask import Flask, request, abort

app = Flask(__name__)


def current_claims():
    header = request.headers.get("Authorization", "")
    token = header.removeprefix("Bearer ").strip()
    return jwt.decode(token, options={"verify_signature": False})


@app.delete("/admin/users/<int:user_id>")
def delete_user(user_id):
    claims = current_claims()
    if claims.get("role") != "admin":
        abort(403)
    return {"deleted": user_id, "by": claims.get("sub")}
