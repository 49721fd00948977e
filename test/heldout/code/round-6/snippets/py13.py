import jwt
from flask import Flask, g, request, abort

app = Flask(__name__)

DECODE_OPTIONS = {"verify_signature": False, "verify_exp": True}


@app.before_request
def load_user():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        abort(401)
    claims = jwt.decode(header[7:], options=DECODE_OPTIONS, algorithms=["HS256"])
    g.user_id = claims["sub"]
    g.is_admin = claims.get("role") == "admin"


@app.route("/admin/users")
def admin_users():
    if not g.is_admin:
        abort(403)
    return {"users": []}
