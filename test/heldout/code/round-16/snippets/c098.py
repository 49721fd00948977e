import jwt
from flask import Flask, abort, g, request

app = Flask(__name__)
DECODE_OPTIONS = {"verify_signature": False, "verify_exp": True}


@app.before_request
def load_user():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        abort(401)
    claims = jwt.decode(header[7:], options=DECODE_OPTIONS, algorithms=["RS256"])
    g.user_id = claims["sub"]
    g.is_admin = "admin" in claims.get("roles", [])


@app.delete("/admin/users/<int:user_id>")
def delete_user(user_id):
    if not g.is_admin:
        abort(403)
    return {"deleted": user_id}
